// Where content/ is on disk, found through the package rather than this file's own address: the
// build bundles the modules that read content/ into its server code, which runs from the build's
// folder.
import { createRequire } from 'node:module';
import path from 'node:path';

export const contentDirectory = path.dirname(
  createRequire(import.meta.url).resolve('@portfolio/content/navigation'),
);
