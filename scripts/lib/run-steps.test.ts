import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkSteps, formatSeconds, runSteps, timingTable } from './run-steps.ts';
import type { Step } from './run-steps.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function logDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'run-steps-'));
  dirs.push(dir);
  return dir;
}

/** A step that runs a line of JavaScript in Node. */
const node = (name: string, code: string, more: Partial<Step> = {}): Step => ({
  name,
  command: process.execPath,
  args: ['-e', code],
  ...more,
});

/** Code that waits until a file (which another step creates) exists, then runs `then`. */
const waitsFor = (file: string, then: string) =>
  `const fs = require('node:fs'); const t = setInterval(() => { if (fs.existsSync(${JSON.stringify(file)})) { clearInterval(t); ${then} } }, 10);`;

describe('runSteps', () => {
  it('runs independent steps side by side and prints each one whole, under its name', async () => {
    const dir = logDir();
    const flag = path.join(dir, 'flag');
    const printed: string[] = [];
    // "second" ends only once "first" has run, so they must overlap: one core each, two cores.
    const results = await runSteps(
      [
        node(
          'first',
          waitsFor(flag, `console.log('first line one'); console.log('first line two');`),
        ),
        node(
          'second',
          `require('node:fs').writeFileSync(${JSON.stringify(flag)}, ''); console.log('second says');`,
        ),
      ],
      { cores: 2, logDir: dir, print: (text) => printed.push(text) },
    );
    expect(results.map((result) => result.outcome)).toEqual(['passed', 'passed']);
    const output = printed.join('');
    expect(output).toMatch(
      /──── first: passed in \d+ s ────\n\$ .*\nfirst line one\nfirst line two\n/,
    );
    expect(output).toMatch(/──── second: passed in \d+ s ────\n\$ .*\nsecond says\n/);
    expect(readFileSync(results[0]?.log ?? '', 'utf8')).toContain('first line two');
  });

  it('starts a step only once the steps it needs have passed', async () => {
    const dir = logDir();
    const flag = path.join(dir, 'built');
    const results = await runSteps(
      [
        node(
          'uses the build',
          `process.exit(require('node:fs').existsSync(${JSON.stringify(flag)}) ? 0 : 1)`,
          {
            after: ['build'],
          },
        ),
        node(
          'build',
          `setTimeout(() => require('node:fs').writeFileSync(${JSON.stringify(flag)}, ''), 50)`,
        ),
      ],
      { cores: 2, logDir: dir, print: () => undefined },
    );
    expect(results.map((result) => result.outcome)).toEqual(['passed', 'passed']);
    expect(results[0]?.startedAt ?? 0).toBeGreaterThanOrEqual(
      (results[1]?.startedAt ?? 0) + (results[1]?.seconds ?? 0) - 0.001,
    );
  });

  it('never runs more cores at once than the machine has', async () => {
    const dir = logDir();
    const busy = 'setTimeout(() => undefined, 150)';
    const results = await runSteps(
      [node('one', busy), node('wide', busy, { cores: 2 }), node('another', busy)],
      { cores: 2, logDir: dir, print: () => undefined },
    );
    expect(results.map((result) => result.outcome)).toEqual(['passed', 'passed', 'passed']);
    const span = (index: number) => {
      const result = results[index];
      const start = result?.startedAt ?? Number.NaN;
      return [start, start + (result?.seconds ?? Number.NaN)] as const;
    };
    const overlap = (a: number, b: number) => span(a)[0] < span(b)[1] && span(b)[0] < span(a)[1];
    // "wide" needs both cores: it shares them with neither narrow step.
    expect(overlap(1, 0)).toBe(false);
    expect(overlap(1, 2)).toBe(false);
  });

  it('after a failure starts nothing more, stops what runs and says which step failed', async () => {
    const dir = logDir();
    const printed: string[] = [];
    const results = await runSteps(
      [
        node('breaks', `console.error('the reason it broke'); process.exit(2)`),
        node('runs long', 'setTimeout(() => undefined, 60_000)'),
        node('needs the broken one', '', { after: ['breaks'] }),
        node('waits its turn', '', { after: ['runs long'] }),
      ],
      { cores: 2, logDir: dir, print: (text) => printed.push(text) },
    );
    expect(results.map((result) => result.outcome)).toEqual([
      'failed',
      'stopped',
      'not run',
      'not run',
    ]);
    expect(printed.join('')).toMatch(
      /──── breaks: failed in \d+ s ────\n[^]*the reason it broke\nexited with 2/,
    );
  });

  it('keeps going past a failure when asked, with every step that does not need it', async () => {
    const dir = logDir();
    const results = await runSteps(
      [
        node('breaks', 'process.exit(1)'),
        node('needs the broken one', '', { after: ['breaks'] }),
        node('independent', ''),
      ],
      { cores: 1, logDir: dir, print: () => undefined, keepGoing: true },
    );
    expect(results.map((result) => result.outcome)).toEqual(['failed', 'not run', 'passed']);
  });

  it('runs a step marked alone with nothing beside it', async () => {
    const dir = logDir();
    const results = await runSteps(
      [node('measure', 'setTimeout(() => undefined, 100)', { alone: true }), node('other', '')],
      { cores: 2, logDir: dir, print: () => undefined },
    );
    const [measure, other] = results;
    expect(other?.startedAt ?? 0).toBeGreaterThanOrEqual(
      (measure?.startedAt ?? 0) + (measure?.seconds ?? 0) - 0.001,
    );
  });
});

describe('checkSteps', () => {
  it('refuses a step that needs one that does not exist, or steps that need each other', () => {
    expect(() => checkSteps([node('a', '', { after: ['b'] })], 2)).toThrow(
      'step "a" needs "b", which no step is',
    );
    expect(() =>
      checkSteps([node('a', '', { after: ['b'] }), node('b', '', { after: ['a'] })], 2),
    ).toThrow('steps need each other in a circle: a → b → a');
    expect(() => checkSteps([node('a', ''), node('a', '')], 2)).toThrow('two steps are named "a"');
  });
});

describe('timingTable', () => {
  it('lists each step with its outcome, start and length, and the whole run', () => {
    const table = timingTable(
      [
        { name: 'unit', outcome: 'passed', startedAt: 0, seconds: 95.4, log: '' },
        { name: 'e2e', outcome: 'not run', log: '' },
      ],
      700,
    );
    expect(table.split('\n')).toEqual([
      '| step | result | started at | took |',
      '| --- | --- | --- | --- |',
      '| unit | passed | 0 s | 1 min 35 s |',
      '| e2e | not run |  |  |',
      '| whole run | failed | | 11 min 40 s |',
    ]);
    expect(formatSeconds(59.6)).toBe('1 min 00 s');
  });
});
