// deploy/nginx.conf serving a built site for real: Debian's nginx on a port of its own, plain HTTP
// in place of the certificate (deploy/deploy-files.test.ts parses the TLS server as written). It
// answers clean URLs, and every path it has no file for with the 404 page of the path's language.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@portfolio/dev-tools/free-port';
import { waitFor } from '@portfolio/dev-tools/wait-for';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const here = fileURLToPath(new URL('.', import.meta.url));
// Debian installs nginx in /usr/sbin, which a non-login PATH may leave out.
const nginxBinary = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

const site: Record<string, string> = {
  'index.html': '<h1>Home</h1>',
  'about/index.html': '<h1>About</h1>',
  '404.html': '<h1>Not found</h1>',
  // A further language's own (content/locales/hi/).
  'hi/index.html': '<h1>नमस्ते</h1>',
  'hi/404.html': '<h1>नहीं मिला</h1>',
};

let nginx: ChildProcess | undefined;
let origin = '';

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-site-'));
  const siteRoot = path.join(dir, 'site');
  for (const [file, body] of Object.entries(site)) {
    mkdirSync(path.dirname(path.join(siteRoot, file)), { recursive: true });
    writeFileSync(path.join(siteRoot, file), body);
  }
  const port = await freePort();
  const config = readFileSync(path.join(here, 'nginx.conf'), 'utf8');
  const served = config
    .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${port};`)
    .replace(/^\s*(listen \[::\]:443.*|ssl_certificate.*)$/gm, '')
    .replace(/^server \{\s*listen 80;[\s\S]*$/m, '')
    .replace('/srv/portfolio/apps/web/build/client', siteRoot);
  if (served.includes('ssl_') || served.includes('listen 80') || !served.includes(siteRoot))
    throw new Error('deploy/nginx.conf no longer has the shape this test rewrites; update both');
  writeFileSync(path.join(dir, 'site.conf'), served);
  // As root, nginx's workers would read the site as nobody, who cannot enter a private temp dir.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${user}daemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  access_log off;\n  include ${dir}/site.conf;\n}\n`,
  );
  const check = spawnSync(nginxBinary, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    encoding: 'utf8',
  });
  expect(check.error, 'nginx must be installed (Debian: nginx)').toBeUndefined();
  expect(check.stderr).toContain('test is successful');
  nginx = spawn(nginxBinary, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  origin = `http://127.0.0.1:${port}`;
  await waitFor(async () => {
    if (nginx?.exitCode !== null) throw new Error(`nginx exited with ${String(nginx?.exitCode)}`);
    return (await fetch(origin).catch(() => undefined))?.ok;
  }, 20_000);
});

afterAll(() => {
  nginx?.kill();
});

describe('nginx serving the built site', () => {
  it('answers clean URLs with their pages', async () => {
    for (const [pathname, heading] of [
      ['/', 'Home'],
      ['/about', 'About'],
      ['/about/', 'About'],
      ['/hi/', 'नमस्ते'],
    ]) {
      const answer = await fetch(`${origin}${pathname}`);
      expect(answer.status, pathname).toBe(200);
      expect(await answer.text(), pathname).toBe(`<h1>${heading}</h1>`);
    }
  });

  it("answers a missing path with the 404 page of the path's language", async () => {
    for (const [pathname, body] of [
      ['/nope', '<h1>Not found</h1>'],
      ['/blog/nope', '<h1>Not found</h1>'],
      // A language the site does not have: the default's page.
      ['/fr/nope', '<h1>Not found</h1>'],
      ['/hi/nope', '<h1>नहीं मिला</h1>'],
      ['/hi/blog/nope', '<h1>नहीं मिला</h1>'],
      // The 404 pages themselves, asked for by name.
      ['/404.html', '<h1>Not found</h1>'],
      ['/hi/404.html', '<h1>नहीं मिला</h1>'],
    ]) {
      const answer = await fetch(`${origin}${pathname}`);
      expect(answer.status, pathname).toBe(404);
      expect(await answer.text(), pathname).toBe(body);
    }
  });
});
