import { expect, test } from './support/test.ts';

const pages = ['/', '/about', '/skills', '/projects', '/contact'];

test('pages are revalidated, hashed assets are cached for a year, both compressed', async ({
  request,
}) => {
  const home = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(home.headers()['cache-control']).toBe('no-cache');
  expect(home.headers()['content-encoding']).toBe('br');

  const html = await home.text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1] ?? '',
  );
  expect(assets.length).toBeGreaterThan(2);
  for (const asset of assets) {
    const response = await request.get(asset, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status(), asset).toBe(200);
    expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
  }
  const gzipped = await request.get(assets.find((asset) => asset.endsWith('.css')) ?? '', {
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(gzipped.headers()['content-encoding']).toBe('gzip');
});

test('every page carries the security headers and no inline code', async ({ request }) => {
  for (const path of [...pages, '/missing']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toMatch(/script-src 'self';/);
    expect(headers['content-security-policy'], path).not.toContain("'unsafe-eval'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('geolocation=()');
    const scripts = [...(await response.text()).matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.filter(([, attrs]) => attrs?.includes('src=')).length, path).toBeGreaterThan(0);
    // Code only ever comes from files; the one inline block allowed is JSON-LD, which never runs.
    for (const [, attrs, body] of scripts)
      if (!attrs?.includes('type="application/ld+json"')) expect(body, path).toBe('');
  }
});

test('pages run under that CSP without a single violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy'))
      violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(error.message));
  for (const path of pages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});
