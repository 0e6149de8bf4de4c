// The site server over real HTTP: pages, caching, precompressed variants, Range, conditional
// requests, encoded and hostile paths. Every request must get a correct answer, and none may end
// the process (an uncaught error here fails the run).
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';
import { buildSiteApp } from './site-app.ts';

let app: FastifyInstance;
let port = 0;
let clientDir = '';
const text = 'User-agent: *\nAllow: /\n'; // robots.txt: small, so no precompressed sibling
const script = `console.log(${JSON.stringify('x'.repeat(2000))});\n`;
const notFoundHtml = `<!doctype html><h1>Not found</h1><script type="module">b()</script>${' '.repeat(600)}`;
const homeScript = 'window.a = 1;';
/** A translation's folder (scripts/build-site.ts) with its own 404 page. */
const language = 'pt-br';
const languageNotFoundHtml = `<!doctype html><html lang="pt-BR"><h1>Não encontrada</h1>${' '.repeat(600)}`;
const sha256 = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-'));
  for (const sub of ['assets', 'about', 'search', 'pagefind']) mkdirSync(join(dir, sub));
  const page = (path: string, body: string) => {
    writeFileSync(path, body);
    writeFileSync(`${path}.br`, brotliCompressSync(body));
    writeFileSync(`${path}.gz`, gzipSync(body));
  };
  page(
    join(dir, 'index.html'),
    `<h1>Home</h1><script>${homeScript}</script><script type="application/ld+json">{}</script>${' '.repeat(600)}`,
  );
  writeFileSync(join(dir, 'about', 'index.html'), '<h1>About</h1>');
  mkdirSync(join(dir, 'blog', 'a-post'), { recursive: true });
  page(
    join(dir, 'blog', 'a-post', 'index.html'),
    `<link rel="webmention" href="http://api.test:3001/webmention"/><h1>A post</h1>${' '.repeat(600)}`,
  );
  writeFileSync(
    join(dir, 'search', 'index.html'),
    '<div data-runs-webassembly=""><h1>Search</h1></div>',
  );
  writeFileSync(join(dir, 'pagefind', 'pagefind-worker.js'), script);
  page(join(dir, '404.html'), notFoundHtml);
  mkdirSync(join(dir, language, 'about'), { recursive: true });
  writeFileSync(join(dir, language, 'about', 'index.html'), '<h1>Sobre</h1>');
  page(join(dir, language, '404.html'), languageNotFoundHtml);
  page(join(dir, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(dir, 'robots.txt'), text);
  writeFileSync(join(dir, '.env'), 'SECRET=1');
  clientDir = dir;
  app = await buildSiteApp({ clientDir: dir, apiOrigin: 'http://api.test:3001' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw request: the path is sent exactly as written, headers as given, nothing decoded. */
function get(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  to = port,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: to, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('site server: pages and caching', () => {
  it('names a post’s Webmention endpoint in a Link header, compressed or not, and no other page’s', async () => {
    for (const encoding of ['identity', 'br', 'gzip']) {
      const post = await get('/blog/a-post', { 'accept-encoding': encoding });
      expect(post.headers.link, encoding).toBe(
        '<http://api.test:3001/webmention>; rel="webmention"',
      );
    }
    expect((await get('/about')).headers.link).toBeUndefined();
  });

  it('serves prerendered pages by clean URL, with and without the trailing slash, no-cache', async () => {
    for (const path of ['/about', '/about/']) {
      const answer = await get(path);
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toBe('<h1>About</h1>');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('caches hashed assets for a year and serves the precompressed variant the client prefers', async () => {
    const gzip = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toMatch(/javascript/);
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);

    const preferred = await get('/assets/app-abc123.js', {
      'accept-encoding': 'gzip;q=0.5, br;q=0.9',
    });
    expect(preferred.headers['content-encoding']).toBe('br');
  });

  it('honours q=0: an encoding the client refuses is never sent', async () => {
    const noBrotli = await get('/assets/app-abc123.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    const neither = await get('/', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(neither.headers['content-encoding']).toBeUndefined();
    expect(neither.body.toString()).toMatch(/^<h1>Home<\/h1>/);
    const identity = await get('/', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    const notFound = await get('/missing', { 'accept-encoding': 'br;q=0' });
    expect(notFound.status).toBe(404);
    expect(notFound.headers['content-encoding']).toBeUndefined();
    expect(notFound.body.toString()).toBe(notFoundHtml);
  });

  it("allows each page's own inline scripts by hash, and no other inline script", async () => {
    const home = `script-src 'self' ${sha256(homeScript)};`;
    const ok = await get('/', { 'accept-encoding': 'br' });
    expect(ok.headers['content-encoding']).toBe('br');
    expect(String(ok.headers['content-security-policy'])).toContain(home);
    // A revalidated page keeps its policy: browsers store the headers of a 304.
    const revalidated = await get('/', {
      'accept-encoding': 'br',
      'if-none-match': String(ok.headers.etag),
    });
    expect(revalidated.status).toBe(304);
    expect(String(revalidated.headers['content-security-policy'])).toContain(home);
    expect(String((await get('/nope')).headers['content-security-policy'])).toContain(
      `script-src 'self' ${sha256('b()')};`,
    );
    for (const path of ['/about', '/robots.txt'])
      expect(String((await get(path)).headers['content-security-policy'])).toContain(
        "script-src 'self';",
      );
  });

  it('lets only the search page and its index’s worker compile WebAssembly', async () => {
    for (const path of ['/search/', '/pagefind/pagefind-worker.js'])
      expect(String((await get(path)).headers['content-security-policy']), path).toContain(
        "script-src 'self' 'wasm-unsafe-eval';",
      );
    for (const path of ['/', '/about/', '/assets/app-abc123.js', '/nope'])
      expect(String((await get(path)).headers['content-security-policy']), path).not.toContain(
        'wasm',
      );
  });

  it('sends the security headers on every answer, 404s and 304s included', async () => {
    const ok = await get('/about');
    const etag = String(ok.headers.etag);
    for (const answer of [ok, await get('/nope'), await get('/about', { 'if-none-match': etag })]) {
      const csp = String(answer.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')*;/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("connect-src 'self' http://api.test:3001");
      // Without JavaScript the browser posts the form to the API itself.
      expect(csp).toContain("form-action 'self' http://api.test:3001");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['permissions-policy']).toContain('camera=()');
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('refuses methods other than GET and HEAD, and answers HEAD without a body', async () => {
    expect((await get('/', {}, 'POST')).status).toBe(405);
    expect((await get('/', {}, 'DELETE')).headers.allow).toBe('GET, HEAD');
    const head = await get('/about', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });
});

describe('site server: conditional requests', () => {
  it('answers 304 to a matching ETag or date, keeping Cache-Control and Vary', async () => {
    const first = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const byTag = await get('/assets/app-abc123.js', {
      'accept-encoding': 'br',
      'if-none-match': etag,
    });
    expect(byTag.status).toBe(304);
    expect(byTag.body.length).toBe(0);
    expect(byTag.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(byTag.headers.vary).toMatch(/accept-encoding/i);

    const page = await get('/about');
    const byDate = await get('/about', {
      'if-modified-since': String(page.headers['last-modified']),
    });
    expect(byDate.status).toBe(304);
    expect(byDate.headers['cache-control']).toBe('no-cache');
    expect((await get('/about', { 'if-none-match': '"other"' })).status).toBe(200);
  });
});

describe('site server: Range', () => {
  const length = Buffer.byteLength(text);

  it('serves a valid range, a one-byte range and a suffix range exactly', async () => {
    const range = await get('/robots.txt', { range: 'bytes=0-9' });
    expect(range.status).toBe(206);
    expect(range.body.toString()).toBe(text.slice(0, 10));
    expect(range.headers['content-range']).toBe(`bytes 0-9/${length}`);

    const one = await get('/robots.txt', { range: 'bytes=0-0' });
    expect(one.status).toBe(206);
    expect(one.body.toString()).toBe(text.slice(0, 1));

    const suffix = await get('/robots.txt', { range: 'bytes=-10' });
    expect(suffix.status).toBe(206);
    expect(suffix.body.toString()).toBe(text.slice(-10));
    expect(suffix.headers['content-range']).toBe(`bytes ${length - 10}-${length - 1}/${length}`);
  });

  it('answers 416 to a range that starts past the end, and ignores malformed or reversed ones', async () => {
    const outOfBounds = await get('/robots.txt', { range: `bytes=${length + 10}-` });
    expect(outOfBounds.status).toBe(416);
    expect(outOfBounds.headers['content-range']).toBe(`bytes */${length}`);

    for (const range of ['bytes=5-1', 'bytes=abc', 'lines=1-2', 'bytes=-0', 'bytes=']) {
      const answer = await get('/robots.txt', { range });
      expect([200, 416], range).toContain(answer.status);
      if (answer.status === 200) expect(answer.body.toString()).toBe(text);
    }
  });

  it('answers multiple ranges with the whole file or a correct multipart body, never a wrong slice', async () => {
    const multi = await get('/robots.txt', { range: 'bytes=0-1,5-6' });
    expect([200, 206]).toContain(multi.status);
    if (multi.status === 200) expect(multi.body.toString()).toBe(text);
    else expect(multi.headers['content-type']).toMatch(/^multipart\/byteranges/);
  });

  it('never serves a range of a compressed body under the wrong encoding', async () => {
    const range = await get('/assets/app-abc123.js', {
      range: 'bytes=0-9',
      'accept-encoding': 'identity',
    });
    expect(range.status).toBe(206);
    expect(range.body.toString()).toBe(script.slice(0, 10));
  });
});

describe('site server: paths that are not pages', () => {
  it('answers the 404 page with status 404 for unknown paths and every spelling of /404', async () => {
    for (const path of [
      '/nope',
      '/deep/missing/page',
      '/404',
      '/404/',
      '/404/index',
      '/404/index.html',
      '/404/index.html.br',
      '/404.html',
      '/404.html.br',
      '/%34%30%34/',
      '/%34%30%34/index.html',
      '/about/index.html/x',
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).toBe(notFoundHtml);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
    }
  });

  it('answers an unknown path under a language’s folder with that language’s 404 page', async () => {
    expect((await get(`/${language}/about`)).body.toString()).toBe('<h1>Sobre</h1>');
    for (const path of [
      `/${language}/nope`,
      `/${language}/404`,
      `/${language}/404.html`,
      `/${language}/404.html.gz`,
      `/${language}/deep/missing?x=1`,
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).toBe(languageNotFoundHtml);
    }
    expect((await get('/pt/nope')).body.toString()).toBe(notFoundHtml);
  });

  it('never serves a precompressed file by its own name', async () => {
    for (const path of ['/index.html.br', '/index.html.gz', '/assets/app-abc123.js.br']) {
      const answer = await get(path, { 'accept-encoding': 'identity' });
      expect(answer.status, path).toBe(404);
      expect(answer.headers['content-encoding'], path).toBeUndefined();
    }
  });

  it('answers traversal, dot files, bad escapes and odd paths without serving anything else', async () => {
    for (const path of [
      '/../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2fpackage.json',
      '//about',
      '/./about',
      '/.env',
      '/%',
      '/%E0%A4%A',
      '/%00',
      '/about%00',
      `/${'a'.repeat(5000)}`,
    ]) {
      const answer = await get(path);
      expect([400, 404], path).toContain(answer.status);
      expect(answer.body.toString(), path).not.toContain('SECRET');
    }
    // Still serving after all of that.
    expect((await get('/about')).status).toBe(200);
  });
});

describe('site server: under a base path', () => {
  let under: FastifyInstance;
  let underPort = 0;
  beforeAll(async () => {
    under = await buildSiteApp({
      clientDir,
      apiOrigin: 'http://api.test:3001',
      basePath: '/portfolio/',
    });
    await under.listen({ port: 0, host: '127.0.0.1' });
    underPort = (under.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await under.close();
  });

  it('serves the build under the base path, and nothing outside it', async () => {
    for (const path of ['/portfolio/about', '/portfolio/about/', '/portfolio/'])
      expect((await get(path, {}, 'GET', underPort)).status, path).toBe(200);
    expect((await get('/portfolio/about', {}, 'GET', underPort)).body.toString()).toBe(
      '<h1>About</h1>',
    );
    const asset = await get('/portfolio/assets/app-abc123.js', {}, 'GET', underPort);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of [
      '/about',
      '/assets/app-abc123.js',
      '/portfolio/nope',
      '/portfolio/404.html',
    ]) {
      const answer = await get(path, {}, 'GET', underPort);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).toBe(notFoundHtml);
    }
  });

  it('leads the domain root and the bare prefix to the base path', async () => {
    for (const path of ['/', '/portfolio']) {
      const answer = await get(path, {}, 'GET', underPort);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.location, path).toBe('/portfolio/');
    }
  });
});

/** Raw bytes in; everything the server wrote before the connection closed out. */
function rawExchange(bytes: string, to = port, from = '127.0.0.1'): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ port: to, host: '127.0.0.1', localAddress: from });
    let text = '';
    socket.on('connect', () => socket.write(bytes));
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(text));
  });
}

function rawHeaders(text: string): Record<string, string> {
  const [head = ''] = text.split('\r\n\r\n');
  return Object.fromEntries(
    head
      .split('\r\n')
      .slice(1)
      .map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
      }),
  );
}

describe('site server: answers no route gives', () => {
  const expected = Object.entries(securityHeaders({ apiOrigin: 'http://api.test:3001' }));

  it('carries the security headers on a bad escape, a raw NUL, an unknown method and oversize headers', async () => {
    const cases: [request: string, status: number][] = [
      ['GET /%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 400],
      ['GET /a\0b HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 400],
      ['BREW / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 400],
      ['GET / HTTP/1.1\r\nHost: x\r\n\0: 1\r\n\r\n', 400],
      [`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ];
    for (const [request, status] of cases) {
      const text = await rawExchange(request);
      const label = JSON.stringify(request.slice(0, 24));
      expect(text.slice(0, 12), label).toBe(`HTTP/1.1 ${String(status)}`);
      const headers = rawHeaders(text);
      for (const [name, value] of expected)
        expect(headers[name.toLowerCase()], `${label}: ${name}`).toBe(value);
      expect(headers['cache-control'], label).toBe('no-store');
    }
    expect((await get('/about')).status).toBe(200);
  });
});

describe('site server: one address holding connections open', () => {
  let guarded: FastifyInstance;
  let guardedPort = 0;
  const perAddress = 16;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    guarded = await buildSiteApp({
      clientDir,
      apiOrigin: 'http://api.test:3001',
      limits: {
        REQUEST_TIMEOUT: 60_000,
        MAX_CONNECTIONS: perAddress * 8,
        MAX_CONNECTIONS_PER_ADDRESS: perAddress,
      },
    });
    await guarded.listen({ port: 0, host: '127.0.0.1' });
    guardedPort = (guarded.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await guarded.close();
  });

  it('turns away its slow-header sockets past its share with a 429, while others are served', async () => {
    // Ten times what the server takes in all, each sending the start of its headers and no more.
    const attackers = perAddress * 80;
    let attackHolds: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (attackHolds = resolve));
    const turnedAway: string[] = [];
    for (let i = 0; i < attackers; i += 1) {
      const socket = connect({ port: guardedPort, host: '127.0.0.1' });
      sockets.push(socket);
      let text = '';
      socket.on('connect', () => socket.write('GET /about HTTP/1.1\r\nHost: x\r\nX-Slow: '));
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        turnedAway.push(text);
        if (turnedAway.length === attackers - perAddress) attackHolds();
      });
    }
    // The server has dealt with every connection but the ones it holds open, waiting for headers.
    await held;
    const visitorStarted = performance.now();
    const visitor = await new Promise<number>((resolve, reject) => {
      const sent = httpRequest(
        { host: '127.0.0.1', port: guardedPort, path: '/about', localAddress: '127.0.0.2' },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      sent.on('error', reject);
      // The promise: served within a second while the attack holds.
      sent.setTimeout(1000, () => sent.destroy(new Error('not served within a second')));
      sent.end();
    });
    const visitorMs = performance.now() - visitorStarted;
    expect(visitor).toBe(200);
    console.log(`a visitor from another address was served in ${visitorMs.toFixed(0)} ms`);
    // Those still open were let in: their headers never end.
    expect(sockets.filter((socket) => !socket.destroyed)).toHaveLength(perAddress);
    // Those over the share that started a request were answered, not reset, and never served.
    const busy = turnedAway.filter((text) => text.startsWith('HTTP/1.1 429 '));
    expect(busy.length).toBeGreaterThanOrEqual(1);
    for (const text of busy) {
      expect(text).toContain('\r\nRetry-After: 1\r\n');
      expect(text).toContain('\r\nConnection: close\r\n');
      expect(text).toContain('\r\nX-Content-Type-Options: nosniff\r\n');
    }
    expect(turnedAway.some((text) => text.includes('<h1>About</h1>'))).toBe(false);
  });
});
