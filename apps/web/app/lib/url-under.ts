/**
 * `path` resolved under `base`, keeping the base's own path: `urlUnder('https://me.dev/api',
 * '/queries')` is `https://me.dev/api/queries`, where `new URL('/queries', base)` would drop `/api`.
 */
export function urlUnder(base: string, path: string): string {
  const root = base.endsWith('/') ? base : `${base}/`;
  return new URL(path.replace(/^\/+/, ''), root).href;
}
