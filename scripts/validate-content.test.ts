// `npm run content:check` as an owner runs it, on a copy of content/ with one mistake in it: the
// real loader, so a misspelt icon fails the way Node really reports it (a missing named export).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('..', import.meta.url));
const copies: string[] = [];

/** A copy of the checker and content/, with `edit` applied to one content file. */
function checkWith(file: string, edit: (source: string) => string) {
  const dir = mkdtempSync(join(tmpdir(), 'content-check-'));
  copies.push(dir);
  cpSync(join(repo, 'content'), join(dir, 'content'), {
    recursive: true,
    filter: (path) => !path.includes(join(repo, 'content', 'assets')),
  });
  symlinkSync(join(repo, 'content', 'assets'), join(dir, 'content', 'assets'));
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'));
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }');
  cpSync(join(repo, 'scripts', 'validate-content.ts'), join(dir, 'scripts', 'validate-content.ts'));
  const path = join(dir, 'content', file);
  writeFileSync(path, edit(readFileSync(path, 'utf8')));
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', join(dir, 'scripts', 'validate-content.ts')],
    { cwd: repo, encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } },
  );
}

afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('content:check', () => {
  it('names the file, the icon and the closest real icons for a misspelt icon', () => {
    // Whatever the first react-icons import of skills.ts is, misspell it everywhere in the file.
    const source = readFileSync(join(repo, 'content', 'skills.ts'), 'utf8');
    const icon = /import \{\s*(\w+)/.exec(source)?.[1] ?? '';
    expect(icon).not.toBe('');
    const result = checkWith('skills.ts', (text) =>
      text.replaceAll(new RegExp(`\\b${icon}\\b`, 'g'), `${icon}x`),
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Content check failed (1 problem):');
    expect(result.stderr).toMatch(
      new RegExp(
        `content/skills\\.ts: imports "${icon}x" from "react-icons/\\w+", which has no such export; did you mean "${icon}"`,
      ),
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('passes on the content as it is', () => {
    const result = checkWith('identity.ts', (text) => text);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Content check passed.');
    expect(result.status).toBe(0);
  });
});
