// The GitHub workflows cannot run here. They are checked against GitHub's workflow schema (and
// their globs and expressions) by action-validator, and held to the steps this project's own CI
// runs, so a workflow cannot drift into building or testing something else.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { testSteps } from './lib/test-steps.ts';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const folder = fileURLToPath(new URL('../.github/workflows/', import.meta.url));
const read = (name: string) => readFileSync(path.join(folder, name), 'utf8');

interface Step {
  run?: string;
  uses?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}
interface Workflow {
  jobs: Record<string, { steps: Step[] }>;
}
const stepsOf = (name: string, job: string): Step[] =>
  (parse(read(name)) as Workflow).jobs[job]?.steps ?? [];

describe('GitHub workflows', () => {
  it('are valid workflows', () => {
    const files = readdirSync(folder).filter((name) => /\.ya?ml$/.test(name));
    expect(files.sort()).toEqual(['ci.yml', 'pages.yml']);
    for (const file of files) expect(validateWorkflow(read(file)).errors, file).toEqual([]);
  });

  it('refuse what GitHub would refuse (the validator is not a no-op)', () => {
    expect(validateWorkflow('on: push\njobs:\n  x:\n    steps: 3\n').errors).not.toEqual([]);
  });

  it("CI runs exactly the project's own CI script", () => {
    expect(stepsOf('ci.yml', 'test').map((step) => step.run ?? step.uses)).toEqual([
      'actions/checkout@v4',
      'bash .ci/run',
    ]);
  });

  it('Pages builds with the commands npm test builds with, and publishes the client build', () => {
    const steps = stepsOf('pages.yml', 'build');
    const runs = steps.flatMap((step) => (step.run === undefined ? [] : [step.run.trim()]));
    expect(runs[0]).toBe('npm ci');
    expect(runs.at(-1)).toBe('npm run build');
    // npm test (scripts/test.ts) builds with the same npm script.
    const build = testSteps(fileURLToPath(new URL('..', import.meta.url))).find(
      (step) => step.name === 'build',
    );
    expect([build?.command, ...(build?.args ?? [])].join(' ')).toBe('npm run --silent build');
    expect(steps.find((step) => step.run === 'npm run build')?.env).toEqual({
      SITE_URL: '${{ steps.address.outputs.site_url }}',
      VITE_API_URL: '${{ vars.VITE_API_URL }}',
    });
    expect(
      steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact'))?.with,
    ).toEqual({
      path: 'apps/web/build/client',
    });
  });
});
