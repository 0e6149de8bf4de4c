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
import { navigation } from '@portfolio/content/navigation';
import { spawnApi, untilHealthy } from '../apps/api/src/test-support/api-process.ts';
import { mintedProofOfWork } from '../apps/api/src/test-support/proof-of-work.ts';
import { commonHeaders } from '../apps/web/server/security-headers.ts';
import { runDoctor } from '../scripts/lib/doctor.ts';
import { identity } from '@portfolio/content/identity';
import { sampleMarks } from '@portfolio/content-model/sample-content';

const root = fileURLToPath(new URL('..', import.meta.url));
const children: ChildProcess[] = [];

/**
 * A small built site for `site` (its canonical URLs, a stylesheet, a policy allowing `connect`),
 * every page of the navigation, a hashed asset and the 404 page.
 */
function siteRoot(site: string, connect: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'caddy-site-'));
  const page = (pagePath: string, heading: string) =>
    `<!doctype html><meta http-equiv="Content-Security-Policy" content="default-src 'self'; connect-src ${connect}"><link rel="stylesheet" href="/assets/app-abc123.css"><link rel="canonical" href="${site}${pagePath}"><h1>${heading}</h1>`;
  const files: [string, string][] = [
    ...navigation.map((entry): [string, string] => [
      entry.id === '/' ? 'index.html' : `${entry.id.slice(1)}/index.html`,
      page(entry.id, entry.title),
    ]),
    ['404.html', '<h1>Not found</h1>'],
    // A further language's own (content/locales/hi/).
    ['hi/index.html', page('/hi/', 'नमस्ते')],
    ['hi/404.html', '<h1>नहीं मिला</h1>'],
    // What the doctor reads for sample content: the owner's name and address, as built.
    ['resume.json', JSON.stringify({ basics: { name: identity.fullName, email: identity.email } })],
    // The feed the API mails new posts from.
    [
      'feed.json',
      JSON.stringify({ version: 'https://jsonfeed.org/version/1.1', title: 'Posts', items: [] }),
    ],
    ['assets/app-abc123.js', 'console.log(1);'],
    ['assets/app-abc123.css', 'h1{}'],
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

async function startApi(
  siteOrigin: string,
  database: string,
  extra: Record<string, string> = {},
): Promise<number> {
  const port = await freePort();
  const api = spawnApi({
    API_PORT: String(port),
    DATABASE_URL: database,
    CORS_ORIGINS: siteOrigin,
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_MAX: '2',
    ...extra,
  });
  children.push(api.child);
  await untilHealthy(api);
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

/** As the site's script sends it: with a proof of work. */
const query = async (n: number) =>
  JSON.stringify({
    name: `Visitor ${n}`,
    email: `visitor${n}@example.com`,
    message: `Hello from visitor ${n}, sent through Caddy.`,
    altcha: await mintedProofOfWork(),
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
    const apiPort = await startApi(`http://${host}`, database, {
      API_PUBLIC_URL: `http://${host}/api`,
    });
    await startCaddy(
      'Caddyfile',
      {
        SITE_ADDRESS: `http://${host}`,
        SITE_ROOT: siteRoot(`http://${host}`, "'self'"),
        API_UPSTREAM: `127.0.0.1:${apiPort}`,
      },
      port,
      host,
    );
  }, 60_000);

  it("serves the site with the site server's headers, caching and 404 page", async () => {
    const home = await send(port, host, '/');
    expect(home.body).toContain('<h1>');
    for (const [name, value] of Object.entries(commonHeaders()))
      expect(home.headers[name.toLowerCase()], name).toBe(value);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect((await send(port, host, '/about')).status).toBe(200);
    expect((await send(port, host, '/assets/app-abc123.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const missing of ['/nope', '/404.html', '/fr/nope', '/hi/404.html']) {
      const answer = await send(port, host, missing);
      expect(answer.status, missing).toBe(404);
      expect(answer.body, missing).toBe(
        missing.startsWith('/hi/') ? '<h1>नहीं मिला</h1>' : '<h1>Not found</h1>',
      );
    }
    // A path under a language the site has: that language's 404 page.
    const hindi = await send(port, host, '/hi/nope');
    expect(hindi.status).toBe(404);
    expect(hindi.body).toBe('<h1>नहीं मिला</h1>');
  });

  it("lands a visitor's query in the inbox and limits each visitor's address on its own", async () => {
    const post = async (n: number, from: string, headers: Record<string, string> = {}) =>
      send(port, host, `/api${contactQueryPath}`, {
        method: 'POST',
        from,
        headers: { 'content-type': 'application/json', origin: `http://${host}`, ...headers },
        body: await query(n),
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

  it("serves the owner's web inbox under /api/inbox, with its own headers and assets", async () => {
    const locked = await send(port, host, '/api/inbox', { headers: { accept: 'text/html' } });
    expect(locked.status).toBe(303);
    expect(locked.headers.location).toBe('/api/inbox/sign-in');
    const signIn = await send(port, host, '/api/inbox/sign-in');
    expect(signIn.status).toBe(200);
    expect(signIn.headers['content-security-policy']).toContain("script-src 'self'");
    const assets = [...signIn.body.matchAll(/(?:href|src)="(\/api\/inbox\/assets\/[^"]+)"/g)];
    expect(assets).toHaveLength(2);
    for (const [, asset] of assets) expect((await send(port, host, asset ?? '')).status).toBe(200);
    // The button is offered: this address is where the passkeys belong.
    expect(signIn.body).toContain('data-ceremony="sign-in"');
  });

  it('npm run doctor passes on it', async () => {
    const results = await runDoctor({ site: `http://${host}`, api: `http://${host}/api` });
    // The sample content is named, as a warning on this machine (a fork's own content passes).
    const content = results.find((result) => result.name === 'your content');
    expect(content?.outcome).toBe(
      sampleMarks({ name: identity.fullName, email: identity.email }).length > 0 ? 'warn' : 'pass',
    );
    expect(results.filter((result) => result.outcome !== 'pass' && result !== content)).toEqual([]);
    expect(results.map((result) => result.name)).toEqual([
      'pages',
      'unknown path',
      'headers',
      'SITE_URL and BASE_PATH',
      'your content',
      'API health',
      'CORS',
      'CSP connect-src',
      'contact route',
    ]);
  });

  it('npm run doctor reads the newsletter’s feed, and names an API with no mail behind the form', async () => {
    const results = await runDoctor({
      site: `http://${host}`,
      api: `http://${host}/api`,
      newsletter: true,
    });
    const byName = new Map(results.map((result) => [result.name, result]));
    // The site's own JSON Feed, as the API reads it by default.
    expect(byName.get('newsletter feed')?.outcome).toBe('pass');
    // This API runs without SMTP_URL: the form would be answered 503.
    expect(byName.get('newsletter mail')).toMatchObject({
      outcome: 'fail',
      fix: expect.stringContaining('SMTP_URL') as unknown,
    });
    const elsewhere = await runDoctor({
      site: `http://${host}`,
      api: `http://${host}/api`,
      newsletter: true,
      feed: `http://${host}/no-feed.json`,
    });
    expect(elsewhere.find((result) => result.name === 'newsletter feed')).toMatchObject({
      outcome: 'fail',
      fix: expect.stringContaining('NEWSLETTER_FEED_URL') as unknown,
    });
  });

  it('npm run doctor fails a public deployment that still shows the sample content', async () => {
    const results = await runDoctor({
      site: `http://${host}`,
      api: `http://${host}/api`,
      published: true,
    });
    const content = results.find((result) => result.name === 'your content');
    // What the fixture site's résumé shows of the content: the owner's name and address.
    const marks = sampleMarks({ name: identity.fullName, email: identity.email });
    if (marks.length > 0) {
      expect(content?.outcome).toBe('fail');
      for (const mark of marks) expect(content?.detail).toContain(mark);
      expect(content?.fix).toContain('content/');
    } else expect(content?.outcome).toBe('pass');
  });

  it('npm run doctor names a wrong base path, with the fix', async () => {
    const results = await runDoctor({
      site: `http://${host}/portfolio`,
      api: `http://${host}/api`,
    });
    const failed = results.filter((result) => result.outcome === 'fail');
    expect(failed.map((result) => result.name)).toEqual(
      expect.arrayContaining(['pages', 'SITE_URL and BASE_PATH']),
    );
    expect(failed.find((result) => result.name === 'pages')?.fix).toContain(
      `built with SITE_URL=http://${host}/portfolio`,
    );
  });

  it('npm run doctor names an API that refuses the site, and a policy that does not allow it', async () => {
    const elsewhere = await startApi('https://elsewhere.example', `${database}-other`);
    const api = `http://127.0.0.1:${elsewhere}`;
    const results = await runDoctor({ site: `http://${host}`, api });
    const byName = new Map(results.map((result) => [result.name, result]));
    expect(byName.get('CORS')?.outcome).toBe('fail');
    expect(byName.get('CORS')?.fix).toBe(
      `Set CORS_ORIGINS=http://${host} (or SITE_URL=http://${host}) where the API runs, and restart it.`,
    );
    expect(byName.get('CSP connect-src')?.outcome).toBe('fail');
    expect(byName.get('CSP connect-src')?.fix).toContain(`VITE_API_URL=${api}`);
    expect(byName.get('API health')?.outcome).toBe('pass');
    expect(byName.get('contact route')?.outcome).toBe('pass');
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
        SITE_ROOT: siteRoot(`http://${siteHost}`, `http://${apiHost}`),
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
      body: await query(6),
    });
    expect(sent.status).toBe(201);
    expect(inbox(database)).toContain('Hello from visitor 6, sent through Caddy.');
    expect((await send(port, siteHost, '/about')).status).toBe(200);
  });
});
