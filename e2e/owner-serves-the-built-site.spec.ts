import { navigation } from '@portfolio/content/navigation';
import { expect, test } from './support/test.ts';

const pages = navigation.map((entry) => entry.id);

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

test('the stylesheet and the page’s largest picture are asked for first, and the picture is the one shown', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/projects']) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const links = [...head.matchAll(/<link[^>]*>/g)].map(([tag]) => tag);
    expect(links[0], path).toMatch(/rel="stylesheet"/);
    expect(links[1], path).toMatch(/rel="preload" as="image"/);
    expect(links[1], path).toMatch(/fetchPriority="high"/);
    const srcset = /imageSrcSet="([^"]+)"/.exec(links[1] ?? '')?.[1] ?? '';

    // The browser shows a file from the preloaded set, so the preload is never a wasted download.
    await page.goto(path);
    const shown = await page
      .locator('img[fetchpriority="high"]')
      .first()
      .evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    expect(
      srcset.split(', ').map((candidate) => candidate.split(' ')[0]),
      path,
    ).toContain(shown);
  }
});

test('the page’s code is evaluated one file per task, with hydration last', async ({ request }) => {
  const html = await (await request.get('/skills')).text();
  const bootstrap = /<script type="module" src="([^"]+)"/.exec(html)?.[1] ?? '';
  const lines = (await (await request.get(bootstrap)).text()).split('\n');
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  // Every preloaded chunk but the manifest and the client entry is imported on its own line,
  // followed by a yield to the browser; the client entry, which hydrates, comes last.
  const chunks = preloaded.filter((href) => !/\/(manifest|entry\.client)-/.test(href));
  expect(chunks.length).toBeGreaterThan(3);
  for (const chunk of chunks)
    expect(
      lines.find((line) => line.includes(`await import("${chunk}")`)),
      chunk,
    ).toMatch(/await next\(\);$/);
  expect(lines.at(-1)).toMatch(/^import\("\/assets\/entry\.client-[\w-]+\.js"\);$/);
});
