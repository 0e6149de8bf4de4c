import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteHandler } from './create-site-handler.ts';

let baseUrl = '';
let close: () => void = () => undefined;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'about'));
  mkdirSync(join(dir, '404'));
  writeFileSync(join(dir, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(dir, 'about', 'index.html'), '<h1>About</h1>');
  writeFileSync(join(dir, '404', 'index.html'), '<h1>Not found</h1>');
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets', 'app-abc123.js.gz'), gzipSync('console.log(1)'));
  const server = createServer(
    createSiteHandler({ clientDir: dir, apiOrigin: 'http://api.test:3001' }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => close());

describe('site server', () => {
  it('serves prerendered pages by clean URL with no-cache', async () => {
    const response = await fetch(`${baseUrl}/about`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<h1>About</h1>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('caches hashed assets for a year and serves the precompressed variant', async () => {
    const response = await fetch(`${baseUrl}/assets/app-abc123.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('answers unknown paths, and /404 itself, with the 404 page and status 404', async () => {
    for (const path of ['/nope', '/deep/missing/page', '/404']) {
      const response = await fetch(baseUrl + path);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('<h1>Not found</h1>');
    }
  });

  it('sends the security headers, with a CSP that allows no inline script', async () => {
    const response = await fetch(`${baseUrl}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("connect-src 'self' http://api.test:3001");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('refuses methods other than GET and HEAD', async () => {
    const response = await fetch(`${baseUrl}/`, { method: 'POST' });
    expect(response.status).toBe(405);
  });
});
