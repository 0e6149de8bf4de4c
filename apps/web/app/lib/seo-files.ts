// robots.txt and sitemap.xml for the prerendered pages, on the configured SITE_URL.
import { urlUnder } from './url-under.ts';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Every indexable page; the 404 page is `noindex` and stays out. */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths
    .filter((path) => path !== '/404')
    .map((path) => `  <url><loc>${escapeXml(urlUnder(siteUrl, path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${urlUnder(siteUrl, '/sitemap.xml')}\n`;
}
