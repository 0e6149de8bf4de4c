// `npm test`: the whole proof, each check once, side by side where one does not need another.
// What runs, and what each step needs first:
//
//   typecheck, lint          tsc for every workspace; ESLint and Prettier
//   build                    the sample's production build (its pictures fill the image cache
//                            that the unit tests and the other builds then read)
//   unit                     Vitest, after the build so its pictures come from the cache
//   budget, audit            the JavaScript budget and Lighthouse on the build; the audit runs
//                            with nothing beside it, since a busy machine moves its timings
//   e2e                      Playwright on the build, served as `npm start` serves it
//   persona, static-host     another owner's content, and the build under /portfolio/ on Caddy
//
// Each step's output is kept in .test-results/<step>.log and printed whole when it ends; the
// timing of every step is printed last and kept in .test-results/timing.md (docs/test-timing.md
// holds the measured runs).
//
//   npm test                    everything
//   npm test -- --keep-going    after a failure, still run every step that does not need it
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formatSeconds, runSteps, timingTable } from './lib/run-steps.ts';
import { testServiceProblems, testServices } from './lib/test-services.ts';
import { testSteps } from './lib/test-steps.ts';

const { values } = parseArgs({ options: { 'keep-going': { type: 'boolean', default: false } } });
const root = fileURLToPath(new URL('..', import.meta.url));
const logDir = path.join(root, '.test-results');

const browsers = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/require-browser.ts'], {
  cwd: root,
  stdio: 'inherit',
});
if (browsers.status !== 0) process.exit(browsers.status ?? 1);
const missing = await testServiceProblems(testServices());
if (missing.length > 0) {
  console.error(missing.join('\n'));
  process.exit(1);
}

const steps = testSteps(root);

const started = Date.now();
const results = await runSteps(steps, {
  cores: availableParallelism(),
  logDir,
  keepGoing: values['keep-going'],
});
const total = (Date.now() - started) / 1000;
const table = timingTable(results, total);
mkdirSync(logDir, { recursive: true });
writeFileSync(path.join(logDir, 'timing.md'), `${table}\n`);
console.log(`\n${table}\n`);
const failed = results.filter((result) => result.outcome !== 'passed');
if (failed.length > 0) {
  console.error(
    `npm test failed in ${formatSeconds(total)}: ${failed.map((result) => `${result.name} ${result.outcome}`).join(', ')}`,
  );
  process.exit(1);
}
console.log(`npm test passed in ${formatSeconds(total)}.`);
