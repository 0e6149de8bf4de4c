import { sitePages } from '@portfolio/content-model/site-pages';

/**
 * Everything written at build time: every entry of the page model (packages/content-model/src/site-pages.ts),
 * pages and generated files alike, /404 included (what servers answer for unknown paths).
 */
export const prerenderPaths: readonly string[] = sitePages.map((page) => page.path);
