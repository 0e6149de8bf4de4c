import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findBrowser } from '@portfolio/dev-tools/find-browser';

const script = fileURLToPath(new URL('require-browser.ts', import.meta.url));

function run(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', script], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  });
}

describe('the browser check before end-to-end tests', () => {
  it('fails with instructions when no Chromium is found', () => {
    const result = run({
      CHROME_PATH: '/nonexistent/chrome',
      BROWSER_FALLBACKS: '/nonexistent/chromium',
      FIREFOX_PATH: process.execPath,
    });
    expect(result.status).toBe(1);
    // One line, with its fix.
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('No Chromium found');
    expect(result.stderr).toContain('apt-get install -y chromium');
    expect(result.stderr).toContain('CHROME_PATH');
  });

  it('asks for Chromium alone when told to (npm run check)', () => {
    const result = run({ CHROME_PATH: process.execPath, FIREFOX_PATH: '/nonexistent/firefox' });
    expect(result.status).toBe(1);
    const chromiumOnly = spawnSync(process.execPath, ['--import', 'tsx', script, '--chromium'], {
      env: {
        PATH: process.env.PATH ?? '',
        CHROME_PATH: process.execPath,
        FIREFOX_PATH: '/nonexistent/firefox',
      },
      encoding: 'utf8',
    });
    expect(chromiumOnly.status).toBe(0);
  });

  it('fails with instructions when no Firefox is found', () => {
    const result = run({ CHROME_PATH: process.execPath, FIREFOX_PATH: '/nonexistent/firefox' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('apt-get install -y firefox-esr');
    expect(result.stderr).toContain('FIREFOX_PATH');
    expect(result.stderr).not.toContain('Chromium');
  });

  it('passes when CHROME_PATH and FIREFOX_PATH name executables', () => {
    const result = run({
      CHROME_PATH: process.execPath,
      BROWSER_FALLBACKS: '/nonexistent/chromium',
      FIREFOX_PATH: process.execPath,
    });
    expect(result.status).toBe(0);
  });

  it('prefers CHROME_PATH over the default location', () => {
    expect(findBrowser({ CHROME_PATH: process.execPath }, ['/nonexistent'])).toBe(process.execPath);
    expect(findBrowser({}, ['/nonexistent'])).toBeUndefined();
  });
});
