// /sitemap.xml, prerendered at build time like the pages it lists.
import { sitemapXml } from '../lib/seo-files.ts';
import { readablePaths } from '@portfolio/content-model/site-pages';

export function loader(): Response {
  return new Response(sitemapXml(__SITE_URL__, readablePaths), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
