// The production site server as a Fastify app (no listen): site-server.ts listens, tests inject
// or listen on a free port. @fastify/static (through @fastify/send) does Range, conditional
// requests and precompressed variants; what is ours is the policy: which paths exist, how long
// each may be cached, and the 404 page.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { guardConnections, guardedServerOptions } from '@portfolio/http-guards/guarded-server';
import type { GuardOptions } from '@portfolio/http-guards/guarded-server';
import { plainTextError } from '@portfolio/http-guards/raw-answer';
import { defaultServerLimits } from '@portfolio/http-guards/server-limits';
import type { ServerLimits } from '@portfolio/http-guards/server-limits';
import { searchIndexFolder } from '../app/lib/search-webassembly.ts';
import type { VisitCounter } from '../app/lib/visit-counter.ts';
import { webmentionLinkHeader } from './webmention-header.ts';
import { inlineScriptHashes } from './inline-script-hashes.ts';
import {
  cacheControl,
  contentSecurityPolicy,
  needsWebAssembly,
  securityHeaders,
} from './security-headers.ts';

const encodings = ['br', 'gzip'] as const;
type Encoding = (typeof encodings)[number];
const suffix: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

export interface SiteAppOptions {
  clientDir: string;
  apiOrigin: string;
  /** The owner's visit counter (VISITS), whose hosted origins the policies allow. */
  counter?: VisitCounter;
  /** The path the site is served under (BASE_PATH), `/` by default; the build was made for it. */
  basePath?: string;
  /** Timeouts, connection caps and trusted proxies (the same settings as the API's). */
  limits?: ServerLimits;
}

/** The 404 page and its precompressed variants, read once: it answers every bad path. */
function loadNotFoundPage(path: string): Map<Encoding | 'identity', Buffer> {
  if (!existsSync(path)) throw new Error(`No 404 page at ${path}: run the build first.`);
  const variants = new Map<Encoding | 'identity', Buffer>([['identity', readFileSync(path)]]);
  for (const encoding of encodings)
    if (existsSync(path + suffix[encoding]))
      variants.set(encoding, readFileSync(path + suffix[encoding]));
  return variants;
}

/**
 * Each page's Content-Security-Policy, keyed by its file under the client build (`about/index.html`):
 * the policy allows that page's own inline scripts by hash, read from the file itself, so it
 * always matches what is served.
 */
function pagePolicies(
  clientDir: string,
  apiOrigin: string,
  counter: VisitCounter | undefined,
): Map<string, string> {
  const pages = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((path) =>
    path.endsWith('.html'),
  );
  return new Map(
    pages.map((page) => {
      const html = readFileSync(join(clientDir, page), 'utf8');
      return [
        page,
        contentSecurityPolicy({
          apiOrigin,
          ...(counter ? { counter } : {}),
          scriptHashes: inlineScriptHashes(html),
          webAssembly: needsWebAssembly(html),
        }),
      ];
    }),
  );
}

/** Each post's Link header naming its Webmention endpoint, by its file (webmention-header.ts). */
function pageLinkHeaders(clientDir: string): Map<string, string> {
  const links = new Map<string, string>();
  for (const page of readdirSync(clientDir, { recursive: true, encoding: 'utf8' }))
    if (page.endsWith('.html')) {
      const link = webmentionLinkHeader(readFileSync(join(clientDir, page), 'utf8'));
      if (link !== undefined) links.set(page, link);
    }
  return links;
}

/**
 * The folders of the site's translations (content/locales/, built by scripts/build-site.ts): each
 * top-level folder with a 404 page of its own.
 */
function languageFolders(clientDir: string): string[] {
  return readdirSync(clientDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(clientDir, entry.name, '404.html')))
    .map((entry) => entry.name);
}

/**
 * Paths that must not be served as files: the prerendered 404 pages, the site's and each
 * language's (they only ever answer with status 404), and the precompressed siblings, which are
 * chosen by Accept-Encoding, never by URL. `pathname` is decoded and normalised by
 * @fastify/static, so /%34%30%34/ arrives as /404/.
 */
export function isServablePath(pathname: string, languages: readonly string[] = []): boolean {
  const [, first = '', second = ''] = pathname.split('/');
  const page = languages.includes(first) ? second : first;
  if (/^404(\.html)?$/.test(page)) return false;
  return !/\.(br|gz)$/i.test(pathname);
}

export async function buildSiteApp(options: SiteAppOptions): Promise<FastifyInstance> {
  const counterOption = options.counter ? { counter: options.counter } : {};
  const headers = securityHeaders({ apiOrigin: options.apiOrigin, ...counterOption });
  const basePath = options.basePath ?? '/';
  const policies = pagePolicies(options.clientDir, options.apiOrigin, options.counter);
  const policyOf = (file: string) =>
    policies.get(relative(options.clientDir, file).replace(/\.(br|gz)$/, ''));
  const links = pageLinkHeaders(options.clientDir);
  const linkOf = (file: string) =>
    links.get(relative(options.clientDir, file).replace(/\.(br|gz)$/, ''));
  // Each language answers an unknown path under its own folder with its own 404 page.
  const languages = languageFolders(options.clientDir);
  const notFoundPages = new Map(
    ['', ...languages].map((folder) => {
      const file = join(options.clientDir, folder, '404.html');
      const policy =
        policyOf(file) ?? contentSecurityPolicy({ apiOrigin: options.apiOrigin, ...counterOption });
      return [folder, { variants: loadNotFoundPage(file), policy }] as const;
    }),
  );
  // A worker's policy is its script's: the search index's worker compiles WebAssembly.
  const searchIndexDirs = ['', ...languages].map(
    (folder) => join(options.clientDir, folder, searchIndexFolder) + sep,
  );
  const searchIndexPolicy = contentSecurityPolicy({
    apiOrigin: options.apiOrigin,
    ...counterOption,
    webAssembly: true,
  });
  // Hashed file names change with their content, so only these may be cached for a year.
  const assetsDir = join(options.clientDir, 'assets') + sep;

  const guard: GuardOptions = {
    limits: options.limits ?? defaultServerLimits,
    headers,
    errorBody: plainTextError,
  };
  const app = Fastify({
    logger: false,
    // A static site has no request bodies worth reading.
    bodyLimit: 1024,
    // A URL that cannot be routed (a bad percent escape) never reaches a hook, so its answer
    // carries the headers itself.
    frameworkErrors: (_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      void reply
        .code(400)
        .headers(headers)
        .header('Content-Type', 'text/plain; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send('Bad Request');
    },
    // Timeouts, trusted proxies and answers for requests Node's parser refuses: the API's own
    // (packages/http-guards).
    ...guardedServerOptions(guard),
  });
  guardConnections(app.server, guard);

  app.addHook('onSend', async (_request, reply) => {
    // A page's own policy (set with the file, 304s included) wins over the policy for other files.
    for (const [name, value] of Object.entries(headers))
      if (!reply.hasHeader(name)) reply.header(name, value);
  });

  const sendNotFound = (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return reply
        .code(405)
        .header('Allow', 'GET, HEAD')
        .header('Content-Type', 'text/plain; charset=utf-8')
        .send('Method Not Allowed');
    const [, first = ''] = request.url.slice(basePath.length - 1).split(/[/?#]/);
    const notFound = notFoundPages.get(languages.includes(first) ? first : '');
    const notFoundPage = notFound?.variants ?? new Map<Encoding | 'identity', Buffer>();
    const encoding = negotiate<Encoding | 'identity'>(request.headers['accept-encoding'] ?? '', [
      ...encodings.filter((name) => notFoundPage.has(name)),
      'identity',
    ]);
    const body = notFoundPage.get(encoding ?? 'identity') ?? Buffer.alloc(0);
    reply
      .code(404)
      .header(
        'Content-Security-Policy',
        notFound?.policy ??
          contentSecurityPolicy({ apiOrigin: options.apiOrigin, ...counterOption }),
      )
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding');
    if (encoding !== null && encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.send(body);
  };

  app.setNotFoundHandler(sendNotFound);
  app.setErrorHandler((error: { statusCode?: number; headers?: unknown }, request, reply) => {
    const status = error.statusCode ?? 500;
    // 403 (a path @fastify/static will not normalise, such as //x or /a/../b) reveals nothing
    // more than a 404 would; 416 and other client errors keep their status.
    if (status === 403 || status === 404) return sendNotFound(request, reply);
    if (status === 416 && typeof error.headers === 'object' && error.headers !== null) {
      const range: unknown = (error.headers as Record<string, unknown>)['Content-Range'];
      if (typeof range === 'string') reply.header('Content-Range', range);
    }
    if (status >= 400 && status < 500)
      return reply
        .code(status)
        .header('Content-Type', 'text/plain; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(status === 416 ? 'Range Not Satisfiable' : 'Bad Request');
    return reply
      .code(500)
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send('Internal Server Error');
  });

  if (basePath !== '/')
    // The site lives under its base path; the bare prefix and the domain's root lead there.
    for (const path of ['/', basePath.replace(/\/$/, '')])
      app.get(path, (_request, reply) => reply.redirect(basePath, 301));

  await app.register(fastifyStatic, {
    root: options.clientDir,
    prefix: basePath,
    preCompressed: true,
    index: ['index.html'],
    redirect: false,
    etag: true,
    lastModified: true,
    acceptRanges: true,
    cacheControl: false,
    dotfiles: 'ignore',
    allowedPath: (pathname) => isServablePath(pathname, languages),
    setHeaders: (reply, path) => {
      reply.header(
        'Cache-Control',
        path.startsWith(assetsDir) ? cacheControl.hashed : cacheControl.other,
      );
      const policy =
        policyOf(path) ??
        (searchIndexDirs.some((dir) => path.startsWith(dir)) ? searchIndexPolicy : undefined);
      if (policy !== undefined) reply.header('Content-Security-Policy', policy);
      const link = linkOf(path);
      if (link !== undefined) reply.header('Link', link);
    },
  });
  await app.ready();
  return app;
}
