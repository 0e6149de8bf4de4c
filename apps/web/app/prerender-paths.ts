import { sitePages } from '@portfolio/content/schema/site-pages';

/**
 * Everything written at build time: every entry of the page model (content/schema/site-pages.ts),
 * pages and generated files alike, /404 included (what servers answer for unknown paths).
 */
export const prerenderPaths: readonly string[] = sitePages.map((page) => page.path);
