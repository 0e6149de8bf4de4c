import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { securityHeaders } from './security-headers.ts';

const immutable = 'public, max-age=31536000, immutable';

/** Picks the best precompressed variant the client accepts. */
function negotiate(acceptEncoding: string | undefined): { suffix: string; encoding?: string }[] {
  const accepted = acceptEncoding ?? '';
  return [
    ...(/\bbr\b/.test(accepted) ? [{ suffix: '.br', encoding: 'br' }] : []),
    ...(/\bgzip\b/.test(accepted) ? [{ suffix: '.gz', encoding: 'gzip' }] : []),
    { suffix: '' },
  ];
}

/**
 * Serves the prerendered site: hashed assets cached for a year, HTML revalidated on every visit,
 * precompressed brotli/gzip, security headers everywhere, and the 404 page (status 404) for the rest.
 */
export function createSiteHandler(options: { clientDir: string; apiOrigin: string }) {
  const headers = securityHeaders(options.apiOrigin);
  const notFoundPath = join(options.clientDir, '404', 'index.html');
  if (!existsSync(notFoundPath))
    throw new Error(`No 404 page at ${notFoundPath}: run the build first.`);

  const serveStatic = sirv(options.clientDir, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? immutable : 'no-cache');
    },
  });

  const notFound = (req: IncomingMessage, res: ServerResponse): void => {
    const variant = negotiate(req.headers['accept-encoding']).find(({ suffix }) =>
      existsSync(notFoundPath + suffix),
    );
    const body = readFileSync(notFoundPath + (variant?.suffix ?? ''));
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    if (variant?.encoding) res.setHeader('Content-Encoding', variant.encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  return (req: IncomingMessage, res: ServerResponse): void => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      res.end();
      return;
    }
    // The prerendered 404 page lives at /404/, but that path must not answer 200 either.
    if (/^\/404(\/|\/index\.html)?$/.test(req.url?.split('?')[0] ?? '')) {
      notFound(req, res);
      return;
    }
    serveStatic(req, res, () => notFound(req, res));
  };
}
