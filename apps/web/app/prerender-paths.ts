import { notFoundPath, pagePaths } from './pages.ts';

/** Every page written to static HTML at build time; /404 is what the server answers for unknown paths. */
export const prerenderPaths: readonly string[] = [...pagePaths, notFoundPath];
