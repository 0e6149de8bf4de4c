// The route table, read from the site's one page model (packages/content-model/src/site-pages.ts): a route
// per entry, so an address no page has matches only the catch-all and gets the 404 page, in the
// browser as on the server.
import { existsSync } from 'node:fs';
import { index, route } from '@react-router/dev/routes';
import type { RouteConfig, RouteConfigEntry } from '@react-router/dev/routes';
import { sitePages } from '@portfolio/content-model/site-pages';
import type { SitePage } from '@portfolio/content-model/site-pages';

function routeFor(page: SitePage): RouteConfigEntry {
  if (!existsSync(new URL(page.module, import.meta.url)))
    throw new Error(
      page.kind === 'built-in'
        ? `content/navigation.ts lists the page ${page.path}, but there is no apps/web/app/${page.module} to render it.`
        : `The page model names apps/web/app/${page.module} for ${page.path}, and there is none.`,
    );
  switch (page.kind) {
    case 'built-in':
      return page.path === '/' ? index(page.module) : route(page.path.slice(1), page.module);
    // One module for many pages: each route needs its own id.
    case 'project':
    case 'markdown-page':
    case 'post':
    case 'blog-tag':
    case 'blog-series':
    case 'contact-result':
    case 'newsletter-result':
    case 'reply-result':
      return route(page.path.slice(1), page.module, { id: `${page.kind}${page.path}` });
    // Prerendered at /404; as a route, it is the catch-all.
    case 'not-found':
      return route('*', page.module);
    default:
      return route(page.path.slice(1), page.module);
  }
}

export default [
  ...sitePages.filter((page) => page.kind !== 'not-found').map(routeFor),
  ...sitePages.filter((page) => page.kind === 'not-found').map(routeFor),
] satisfies RouteConfig;
