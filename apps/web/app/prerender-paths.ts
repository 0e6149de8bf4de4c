import { contactResultRoutePaths, notFoundPath, pagePaths } from './pages.ts';

/**
 * Everything written at build time: every page as static HTML, the contact form's result pages,
 * /404 (what the server answers for unknown paths), and the sitemap and robots.txt resource routes.
 */
export const prerenderPaths: readonly string[] = [
  ...pagePaths,
  ...contactResultRoutePaths,
  notFoundPath,
  '/sitemap.xml',
  '/robots.txt',
];
