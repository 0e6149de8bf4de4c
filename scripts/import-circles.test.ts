// No import circle anywhere in the repository: a module that leads back to itself is loaded half
// made (ESM hands out a module before it has run), and an island that leads back to the loader
// would ship the loader with it. ESLint's import/no-cycle sees static imports; madge also follows
// dynamic ones. (The islands' import.meta.glob is seen by neither: an island file imports its
// component, never the mechanism that finds it: apps/web/app/islands/.)
import { fileURLToPath } from 'node:url';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the repository', () => {
  // A scan of every module in the repository: on a busy 2-core machine, beside lint and the other
  // workers, it has taken over 20 s (a hang guard, not a speed test).
  it('has no import circle, static or dynamic', async () => {
    const graph = await madge(['apps', 'packages', 'scripts', 'e2e', 'content', 'deploy'], {
      baseDir: root,
      fileExtensions: ['ts', 'tsx'],
      tsConfig: `${root}tsconfig.base.json`,
      excludeRegExp: [/node_modules/, /[\\/]build[\\/]/, /\.react-router/],
    });
    expect(Object.keys(graph.obj()).length).toBeGreaterThan(100);
    expect(graph.circular()).toEqual([]);
  }, 60_000);
});
