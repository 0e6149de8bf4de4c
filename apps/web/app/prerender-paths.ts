import { notFoundPath, pagePaths } from './pages.ts';

/**
 * Everything written at build time: every page as static HTML, /404 (what the server answers
 * for unknown paths), and the sitemap and robots.txt resource routes.
 */
export const prerenderPaths: readonly string[] = [
  ...pagePaths,
  notFoundPath,
  '/sitemap.xml',
  '/robots.txt',
];
