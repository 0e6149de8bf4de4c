// robots.txt and sitemap.xml for the prerendered pages, on the configured SITE_URL.
import { hasPage, pageIn, type PageLanguage } from './page-language.ts';
import { urlUnder } from './url-under.ts';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The sitemap: every readable page, and with further languages (content/locales/) every page in
 * every language, each listing all its translations and x-default as `xhtml:link` alternates,
 * as Google reads them. The 404 page is `noindex` and stays out. One file for the whole site, written by the default language's build.
 */
export function sitemapXml(
  siteUrl: string,
  paths: readonly string[],
  languages: readonly PageLanguage[] = [],
): string {
  const readable = paths.filter((path) => path !== '/404');
  const origin = new URL(siteUrl).origin;
  const [first] = languages;
  const urls =
    languages.length < 2 || first === undefined
      ? readable.map((path) => `  <url><loc>${escapeXml(urlUnder(siteUrl, path))}</loc></url>`)
      : readable.flatMap((path) => {
          const at = (language: PageLanguage) => escapeXml(`${origin}${pageIn(language, path)}`);
          // Only the languages that have the page: one that omits it lists it not, nor names it.
          const having = languages.filter((language) => hasPage(language, path));
          const alternates =
            having.length < 2
              ? []
              : [
                  ...having.map(
                    (language) =>
                      `    <xhtml:link rel="alternate" hreflang="${escapeXml(language.tag)}" href="${at(language)}"/>`,
                  ),
                  `    <xhtml:link rel="alternate" hreflang="x-default" href="${at(first)}"/>`,
                ];
          return having.map((language) =>
            [`  <url>`, `    <loc>${at(language)}</loc>`, ...alternates, `  </url>`].join('\n'),
          );
        });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    languages.length < 2
      ? '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
      : '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${urlUnder(siteUrl, '/sitemap.xml')}\n`;
}
