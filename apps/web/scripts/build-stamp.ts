// Whether the built site is current: a hash of everything the build reads (content, the app and
// its build steps, the lockfile, and the settings baked into the pages), written by the build's
// last step and compared by `npm start`, which then skips a build that would change nothing.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WebEnv } from '../env.ts';

const inputFolders = [
  'content',
  'apps/web/app',
  'apps/web/scripts',
  'apps/web/public',
  'packages/contract/src',
];
const inputFiles = [
  'apps/web/env.ts',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'apps/web/package.json',
  'package-lock.json',
];

/** The checkout this module belongs to, whose build `npm start` serves. */
export const checkoutRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Where the stamp lives: beside the client build, not in it, so it is never published. */
export const stampPath = (root: string) => path.join(root, 'apps/web/build/inputs.sha256');

function filesUnder(root: string, folder: string): string[] {
  const absolute = path.join(root, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.includes('node_modules'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** The hash of the build's inputs in the checkout at `root`, for the given settings. */
export function buildInputsHash(root: string, env: WebEnv): string {
  const hash = createHash('sha256');
  const settings = {
    CONTACT_ENDPOINT: env.CONTACT_ENDPOINT,
    SITE_URL: env.SITE_URL,
    BASE_PATH: env.BASE_PATH,
    VISIT_COUNTER: env.VISIT_COUNTER,
  };
  hash.update(JSON.stringify(settings));
  const files = [...inputFolders.flatMap((folder) => filesUnder(root, folder)), ...inputFiles]
    .filter((file) => existsSync(path.join(root, file)))
    .sort();
  for (const file of files) {
    hash.update(`\0${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

export function writeBuildStamp(root: string, env: WebEnv): void {
  writeFileSync(stampPath(root), `${buildInputsHash(root, env)}\n`);
}

/** A build exists and was made from exactly these inputs and settings. */
export function isBuildCurrent(root: string, env: WebEnv): boolean {
  const stamp = stampPath(root);
  if (!existsSync(stamp) || !existsSync(path.join(root, 'apps/web/build/client/index.html')))
    return false;
  return readFileSync(stamp, 'utf8').trim() === buildInputsHash(root, env);
}
