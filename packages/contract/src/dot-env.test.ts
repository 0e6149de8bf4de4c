import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dotEnvPath, loadDotEnv } from './dot-env.ts';

const dir = mkdtempSync(join(tmpdir(), 'dot-env-'));
const file = join(dir, '.env');

afterEach(() => {
  delete process.env.DOT_ENV_TEST_PORT;
  delete process.env.DOT_ENV_TEST_URL;
  rmSync(file, { force: true });
});

describe('loadDotEnv', () => {
  it('reads the file into the environment', () => {
    writeFileSync(file, '# ports\nDOT_ENV_TEST_PORT=4200\nDOT_ENV_TEST_URL="https://me.dev/api"\n');
    loadDotEnv(file);
    expect(process.env.DOT_ENV_TEST_PORT).toBe('4200');
    expect(process.env.DOT_ENV_TEST_URL).toBe('https://me.dev/api');
  });

  it('lets a variable set in the shell win over the file', () => {
    writeFileSync(file, 'DOT_ENV_TEST_PORT=4200\n');
    process.env.DOT_ENV_TEST_PORT = '5000';
    loadDotEnv(file);
    expect(process.env.DOT_ENV_TEST_PORT).toBe('5000');
  });

  it('does nothing without a file', () => {
    expect(() => loadDotEnv(join(dir, 'missing.env'))).not.toThrow();
    expect(process.env.DOT_ENV_TEST_PORT).toBeUndefined();
  });

  it('looks for .env at the root of the repository, beside .env.example', () => {
    expect(dotEnvPath).toBe(join(process.cwd(), '.env'));
  });
});
