import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadWebEnv } from '../env.ts';
import { isBuildCurrent, writeBuildStamp } from './build-stamp.ts';

function checkout(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'stamp-'));
  for (const [file, body] of [
    ['content/identity.ts', 'export const identity = 1;'],
    ['apps/web/app/root.tsx', 'root'],
    ['package-lock.json', '{}'],
    ['apps/web/build/client/index.html', '<h1>built</h1>'],
  ] as const) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), body);
  }
  return root;
}

describe('build stamp', () => {
  const env = loadWebEnv({});

  it('calls a build current until an input or a baked-in setting changes', () => {
    const root = checkout();
    expect(isBuildCurrent(root, env)).toBe(false);
    writeBuildStamp(root, env);
    expect(isBuildCurrent(root, env)).toBe(true);
    expect(isBuildCurrent(root, loadWebEnv({ BASE_PATH: '/portfolio/' }))).toBe(false);
    expect(isBuildCurrent(root, loadWebEnv({ VITE_API_URL: 'https://api.me.dev' }))).toBe(false);
    writeFileSync(path.join(root, 'content/identity.ts'), 'export const identity = 2;');
    expect(isBuildCurrent(root, env)).toBe(false);
  });

  it('notices a new file and a missing build', () => {
    const root = checkout();
    writeBuildStamp(root, env);
    writeFileSync(path.join(root, 'content/extra.ts'), '');
    expect(isBuildCurrent(root, env)).toBe(false);
    writeBuildStamp(root, env);
    writeFileSync(path.join(root, 'apps/web/build/client/index.html'), '');
    expect(isBuildCurrent(root, env)).toBe(true);
    const empty = checkout();
    writeBuildStamp(empty, env);
    expect(isBuildCurrent(empty, env)).toBe(true);
  });
});
