// Where vite-imagetools keeps the pictures it has made, keyed by a hash of the source image and
// the sizes and formats asked for: one folder for the build and the unit tests (vitest.config.ts),
// so whichever runs first makes each picture and the other reads it. A copy of the project
// (scripts/lib/project-copy.ts) hard-links node_modules, and with it what is cached there by then.
import { fileURLToPath } from 'node:url';

export const imageCacheDir = fileURLToPath(
  new URL('../../../node_modules/.cache/imagetools', import.meta.url),
);
