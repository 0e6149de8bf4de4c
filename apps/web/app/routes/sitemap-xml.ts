// /sitemap.xml, prerendered at build time like the pages it lists: the default language's build
// writes the whole site's, every language's pages with their alternates (scripts/build-site.ts
// keeps that one).
import { sitemapXml } from '../lib/seo-files.ts';
import { readablePaths } from '@portfolio/content-model/site-pages';

export function loader(): Response {
  return new Response(sitemapXml(__SITE_URL__, readablePaths, __SITE_LANGUAGES__), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
