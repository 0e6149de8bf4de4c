// robots.txt and sitemap.xml for the prerendered pages, on the configured SITE_URL.

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Every indexable page; the 404 page is `noindex` and stays out. */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths
    .filter((path) => path !== '/404')
    .map((path) => `  <url><loc>${escapeXml(new URL(path, siteUrl).href)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}
