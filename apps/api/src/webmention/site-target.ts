// Whether an address is a page of this site (a Webmention's target must be), and its path on the
// site: on one of the site's origins (CORS_ORIGINS, SITE_URL's), under its base path.
import type { ResultSite } from '../queries/form-post.ts';

/** The target's path on the site (`/blog/a-post`, `/hi/blog/a-post`), or undefined when it is not the site's. */
export function sitePathOf(target: string, site: ResultSite): string | undefined {
  if (!URL.canParse(target)) return undefined;
  const url = new URL(target);
  const origins = new Set([...site.origins, site.fallbackOrigin]);
  if (!origins.has(url.origin) || !url.pathname.startsWith(site.basePath)) return undefined;
  const path = `/${url.pathname.slice(site.basePath.length)}`.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}
