// Which files a route loads before any interaction, read from React Router's build manifest:
// the client entry, the root route and the route itself, each with its static imports and CSS.

export interface ManifestEntry {
  module: string;
  imports?: string[];
  css?: string[];
}

export interface RouteManifest {
  entry: ManifestEntry;
  routes: Record<
    string,
    ManifestEntry & { id: string; parentId?: string; path?: string; index?: boolean }
  >;
}

export function parseRouteManifest(source: string): RouteManifest {
  const json = source.replace(/^\s*window\.__reactRouterManifest\s*=\s*/, '').replace(/;\s*$/, '');
  return JSON.parse(json) as RouteManifest;
}

export interface RouteAssets {
  js: string[];
  css: string[];
}

/** The route, its parents up to root, and the entry; each file once. */
export function routeAssets(manifest: RouteManifest, routeId: string): RouteAssets {
  const chain: ManifestEntry[] = [];
  let id: string | undefined = routeId;
  while (id !== undefined) {
    const route: RouteManifest['routes'][string] | undefined = manifest.routes[id];
    if (!route) throw new Error(`route "${id}" is not in the build manifest`);
    chain.unshift(route);
    id = route.parentId;
  }
  const js = new Set<string>();
  const css = new Set<string>();
  for (const part of [manifest.entry, ...chain]) {
    js.add(part.module);
    for (const file of part.imports ?? []) js.add(file);
    for (const file of part.css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

const stylesheetLink = /<link(?=[^>]*\srel="stylesheet")[^>]*\shref="([^"]+)"[^>]*>/gi;

/**
 * The stylesheets a prerendered page links. The shell's stylesheet is rendered by the root layout
 * (React places it at the top of the <head>), so it is not in the route manifest's `css`.
 */
export function linkedStylesheets(html: string): string[] {
  return [...new Set([...html.matchAll(stylesheetLink)].flatMap(([, href]) => href ?? []))];
}
