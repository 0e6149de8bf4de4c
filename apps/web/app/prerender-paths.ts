import { contactResultRoutePaths, notFoundPath, readablePaths, resumeJsonPath } from './pages.ts';

/**
 * Everything written at build time: every page as static HTML, the contact form's result pages,
 * /404 (what the server answers for unknown paths), and the sitemap, robots.txt and /resume.json
 * resource routes.
 */
export const prerenderPaths: readonly string[] = [
  ...readablePaths,
  ...contactResultRoutePaths,
  notFoundPath,
  '/sitemap.xml',
  '/robots.txt',
  resumeJsonPath,
];
