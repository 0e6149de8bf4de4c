// The production topology on one machine, for real: Caddy from Debian in front of the built site
// and the contact API (deploy/Caddyfile: the API under /api on the site's origin;
// deploy/Caddyfile.separate-hosts: the API on a host name of its own), the API trusting Caddy
// (TRUST_PROXY), each visitor a different loopback address. A visitor's query lands in the inbox,
// visitors are rate-limited one by one, and the site gets the site server's headers.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@portfolio/dev-tools/free-port';
import { waitFor } from '@portfolio/dev-tools/wait-for';
import { contactQueryPath } from '@portfolio/contract/contact-query-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonHeaders } from '../apps/web/server/security-headers.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const children: ChildProcess[] = [];

/** A small built site: pages, a hashed asset, the 404 page. */
function siteRoot(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'caddy-site-'));
  const files: [string, string][] = [
    ['index.html', '<h1>Home</h1>'],
    ['about/index.html', '<h1>About</h1>'],
    ['404.html', '<h1>Not found</h1>'],
    ['assets/app-abc123.js', 'console.log(1);'],
  ];
  for (const [file, body] of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), body);
  }
  return dir;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request from the visitor at `from` (a loopback address of its own), to Caddy on `port`. */
function send(
  port: number,
  host: string,
  pathname: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: options.method ?? 'GET',
        localAddress: options.from ?? '127.0.0.1',
        headers: { host, ...options.headers },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

async function startApi(siteOrigin: string, database: string): Promise<number> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    DATABASE_URL: database,
    CORS_ORIGINS: siteOrigin,
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_MAX: '2',
    LOG_LEVEL: 'warn',
  };
  const api = spawn(process.execPath, ['apps/api/src/server.ts'], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  children.push(api);
  await waitFor(async () => {
    if (api.exitCode !== null) throw new Error('the API exited');
    const response = await fetch(`http://127.0.0.1:${port}/health`).catch(() => undefined);
    return response?.ok ? true : undefined;
  }, 20_000);
  return port;
}

async function startCaddy(config: string, env: Record<string, string>, port: number, host: string) {
  const caddy = spawn(
    'caddy',
    ['run', '--config', path.join(root, 'deploy', config), '--adapter', 'caddyfile'],
    {
      env: {
        PATH: process.env.PATH,
        HOME: mkdtempSync(path.join(tmpdir(), 'caddy-home-')),
        CADDY_ADMIN: 'off',
        ...env,
      },
      stdio: 'ignore',
    },
  );
  children.push(caddy);
  await waitFor(async () => {
    if (caddy.exitCode !== null) throw new Error(`caddy exited with ${caddy.exitCode}`);
    const answer = await send(port, host, '/').catch(() => undefined);
    return answer?.status === 200 ? true : undefined;
  }, 20_000);
}

const query = (n: number) =>
  JSON.stringify({
    name: `Visitor ${n}`,
    email: `visitor${n}@example.com`,
    message: `Hello from visitor ${n}, sent through Caddy.`,
  });

function inbox(database: string): string {
  const result = spawnSync(process.execPath, ['apps/api/src/cli/inbox.ts', 'list', '--json'], {
    cwd: root,
    env: { PATH: process.env.PATH, DATABASE_URL: database },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout;
}

afterAll(() => {
  for (const child of children) child.kill('SIGTERM');
});

describe('Caddy in front, the API under /api on the same origin (deploy/Caddyfile)', () => {
  let port = 0;
  let host = '';
  const database = path.join(mkdtempSync(path.join(tmpdir(), 'topology-')), 'portfolio.sqlite');

  beforeAll(async () => {
    port = await freePort();
    host = `localhost:${port}`;
    const apiPort = await startApi(`http://${host}`, database);
    await startCaddy(
      'Caddyfile',
      {
        SITE_ADDRESS: `http://${host}`,
        SITE_ROOT: siteRoot(),
        API_UPSTREAM: `127.0.0.1:${apiPort}`,
      },
      port,
      host,
    );
  }, 60_000);

  it("serves the site with the site server's headers, caching and 404 page", async () => {
    const home = await send(port, host, '/');
    expect(home.body).toBe('<h1>Home</h1>');
    for (const [name, value] of Object.entries(commonHeaders()))
      expect(home.headers[name.toLowerCase()], name).toBe(value);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect((await send(port, host, '/about')).body).toBe('<h1>About</h1>');
    expect((await send(port, host, '/assets/app-abc123.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const missing of ['/nope', '/404.html']) {
      const answer = await send(port, host, missing);
      expect(answer.status, missing).toBe(404);
      expect(answer.body, missing).toBe('<h1>Not found</h1>');
    }
  });

  it("lands a visitor's query in the inbox and limits each visitor's address on its own", async () => {
    const post = (n: number, from: string, headers: Record<string, string> = {}) =>
      send(port, host, `/api${contactQueryPath}`, {
        method: 'POST',
        from,
        headers: { 'content-type': 'application/json', origin: `http://${host}`, ...headers },
        body: query(n),
      });
    const first = await post(1, '127.0.0.2');
    expect(first.status).toBe(201);
    expect(first.headers['access-control-allow-origin']).toBe(`http://${host}`);
    expect(inbox(database)).toContain('Hello from visitor 1, sent through Caddy.');

    expect((await post(2, '127.0.0.2')).status).toBe(201);
    expect((await post(3, '127.0.0.2')).status).toBe(429);
    // A visitor cannot get a fresh counter by claiming another address.
    expect((await post(4, '127.0.0.2', { 'x-forwarded-for': '203.0.113.7' })).status).toBe(429);
    // Another visitor behind the same proxy has a counter of their own.
    expect((await post(5, '127.0.0.3')).status).toBe(201);
  });
});

describe('Caddy in front, the API on its own host name (deploy/Caddyfile.separate-hosts)', () => {
  let port = 0;
  let siteHost = '';
  let apiHost = '';
  const database = path.join(mkdtempSync(path.join(tmpdir(), 'topology-')), 'portfolio.sqlite');

  beforeAll(async () => {
    port = await freePort();
    siteHost = `site.localhost:${port}`;
    apiHost = `api.localhost:${port}`;
    const apiPort = await startApi(`http://${siteHost}`, database);
    await startCaddy(
      'Caddyfile.separate-hosts',
      {
        SITE_ADDRESS: `http://${siteHost}`,
        API_ADDRESS: `http://${apiHost}`,
        SITE_ROOT: siteRoot(),
        API_UPSTREAM: `127.0.0.1:${apiPort}`,
      },
      port,
      siteHost,
    );
  }, 60_000);

  it('answers the CORS preflight from the site and stores the query', async () => {
    const preflight = await send(port, apiHost, contactQueryPath, {
      method: 'OPTIONS',
      headers: {
        origin: `http://${siteHost}`,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(`http://${siteHost}`);
    const sent = await send(port, apiHost, contactQueryPath, {
      method: 'POST',
      from: '127.0.0.4',
      headers: { 'content-type': 'application/json', origin: `http://${siteHost}` },
      body: query(6),
    });
    expect(sent.status).toBe(201);
    expect(inbox(database)).toContain('Hello from visitor 6, sent through Caddy.');
    expect((await send(port, siteHost, '/about')).body).toBe('<h1>About</h1>');
  });
});
