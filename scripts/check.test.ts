// The owner's gate (`npm run check`) closes: given a site with a broken internal link, a missing
// file, a console error and an accessibility violation, it fails and names each; given a sound
// site, it passes. The sites are small ones served here, so the test needs no build.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>` +
  `<link rel="icon" href="data:,">` +
  `</head><body><main><h1>${title}</h1>${body}</main></body></html>`;

/** A site as path → [content type, body]; sitemap.xml lists its pages. */
type Site = Record<string, [string, string]>;

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

async function serve(site: Site): Promise<string> {
  const server = createServer((request, response) => {
    const file = site[new URL(request.url ?? '/', 'http://x').pathname];
    if (file === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': file[0] });
    response.end(request.method === 'HEAD' ? undefined : file[1]);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pages = Object.keys(site).filter((path) => site[path]?.[0] === 'text/html');
  site['/sitemap.xml'] = [
    'application/xml',
    `<urlset>${pages.map((path) => `<url><loc>https://example.com${path}</loc></url>`).join('')}</urlset>`,
  ];
  return `${origin}/`;
}

/** Runs `npm run check -- --site <url>` and resolves with its exit code and output. */
function check(url: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/check.ts', '--site', url], {
      cwd: root,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

const soundHome = page('Home', '<p><a href="/">Home again</a></p>');

describe('npm run check', () => {
  it('fails on a broken link, a missing file, a console error and an axe violation, naming each', async () => {
    const url = await serve({
      '/': ['text/html', soundHome],
      '/links': [
        'text/html',
        page('Links', '<p><a href="/nowhere">A page that is not there</a></p>'),
      ],
      '/picture': [
        'text/html',
        page('Picture', '<img src="/missing.png" alt="A picture" width="10" height="10">'),
      ],
      '/script': ['text/html', page('Script', '<script src="/noisy.js"></script>')],
      '/noisy.js': ['text/javascript', "console.error('the page broke');"],
      '/unlabelled': ['text/html', page('Unlabelled', '<button type="button"></button>')],
    });
    const { code, output } = await check(url);
    expect(code, output).toBe(1);
    expect(output).toContain('check failed');
    expect(output).toMatch(/\/links: http:\/\/127\.0\.0\.1:\d+\/nowhere answers 404/);
    expect(output).toMatch(/\/picture: http:\/\/127\.0\.0\.1:\d+\/missing\.png answers 404/);
    expect(output).toContain('/script: the page broke');
    expect(output).toMatch(/\/unlabelled: button-name /);
    // The sound page is named in none of the problems.
    expect(output).not.toMatch(/^ {2}- \/: /m);
  }, 60_000);

  it('passes a sound site', async () => {
    const { code, output } = await check(await serve({ '/': ['text/html', soundHome] }));
    expect(output).toContain('check passed');
    expect(code).toBe(0);
  }, 60_000);
});
