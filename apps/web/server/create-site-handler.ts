import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { securityHeaders } from './security-headers.ts';

const immutable = 'public, max-age=31536000, immutable';

interface Variant {
  encoding?: 'br' | 'gzip';
  body: Buffer;
}

/** The 404 page and its precompressed variants, read once: it is the answer to every bad path. */
function loadNotFoundPage(path: string): Variant[] {
  if (!existsSync(path)) throw new Error(`No 404 page at ${path}: run the build first.`);
  const variants: Variant[] = [];
  if (existsSync(`${path}.br`)) variants.push({ encoding: 'br', body: readFileSync(`${path}.br`) });
  if (existsSync(`${path}.gz`))
    variants.push({ encoding: 'gzip', body: readFileSync(`${path}.gz`) });
  variants.push({ body: readFileSync(path) });
  return variants;
}

/** The best variant the client accepts; the uncompressed one, last, always qualifies. */
function negotiate(variants: Variant[], acceptEncoding: string | undefined): Variant | undefined {
  const accepted = (acceptEncoding ?? '').split(',').map((token) => token.split(';')[0]?.trim());
  return variants.find(({ encoding }) => encoding === undefined || accepted.includes(encoding));
}

/**
 * Serves the prerendered site: hashed assets cached for a year, HTML revalidated on every visit,
 * precompressed brotli/gzip, security headers everywhere, and the 404 page (status 404) for the rest.
 */
export function createSiteHandler(options: { clientDir: string; apiOrigin: string }) {
  const headers = securityHeaders(options.apiOrigin);
  const notFoundPage = loadNotFoundPage(join(options.clientDir, '404', 'index.html'));

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
    const variant = negotiate(notFoundPage, req.headers['accept-encoding']);
    const body = variant?.body ?? Buffer.alloc(0);
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
