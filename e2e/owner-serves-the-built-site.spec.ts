// Runs on: phone, desktop
// Because: the site server's headers and policy are the same for any content and are not on a
// static host; the page's largest picture, asked for first, differs by width.
import { createHash } from 'node:crypto';
import { navigation } from '@portfolio/content/navigation';
import { expect, test } from './support/test.ts';
import { at } from './support/addresses.ts';
import { fetchStarts, firstPaintTime, largestPaintTime } from './support/largest-paint.ts';

const pages = navigation.map((entry) => entry.id);

test('pages are revalidated, hashed assets are cached for a year, both compressed', async ({
  request,
}) => {
  const home = await request.get(at('/'), { headers: { 'accept-encoding': 'br, gzip' } });
  expect(home.headers()['cache-control']).toBe('no-cache');
  expect(home.headers()['content-encoding']).toBe('br');

  const html = await home.text();
  const assets = [
    ...html.matchAll(/(?:src|href|data-site-script)="(\/assets\/[^"]+\.(?:js|css))"/g),
  ].map((match) => match[1] ?? '');
  // The stylesheet and the site script at least.
  expect(assets.length).toBeGreaterThanOrEqual(2);
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

test('every page allows exactly its own inline scripts, by hash, in its headers and its <meta>', async ({
  request,
}) => {
  for (const path of [...pages, '/missing']) {
    const response = await request.get(at(path));
    const headers = response.headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('geolocation=()');
    const html = await response.text();
    // Every script the page runs inline, hashed as the browser hashes it; JSON-LD never runs. There
    // are five (apps/web/app/root.tsx): the theme's, the brand fonts' and the one that holds a tap
    // until the site script is ready, which must run before the first paint, the one that asks for
    // the site script after it, and the rules by which the browser prefetches the next page. No
    // other inline script may run.
    const bodies = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attrs]) => !/\ssrc=|type="application\/ld\+json"/.test(attrs ?? ''),
    );
    expect(bodies.length, path).toBe(5);
    expect(bodies[0]?.[2], path).toMatch(/localStorage.*dataset\.theme/);
    expect(bodies[1]?.[2], path).toMatch(/document\.referrer.*data-fonts/);
    expect(bodies[2]?.[2], path).toMatch(/button\[type="button"\].*site-script-ready/);
    expect(bodies[3]?.[1], path).toMatch(/data-site-script="[^"]+\.js"/);
    expect(bodies[3]?.[2], path).toMatch(/currentScript.*modulepreload.*'paint'/);
    expect(bodies[4]?.[1], path).toContain('type="speculationrules"');
    const inline = bodies.map(
      ([, , body]) =>
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
    );
    expect(inline.length, path).toBeGreaterThan(0);
    const scriptSrc = (policy: string) =>
      new Set(/script-src ([^;]+)/.exec(policy)?.[1]?.split(' ') ?? []);
    const header = headers['content-security-policy'] ?? '';
    expect(scriptSrc(header), path).toEqual(new Set(["'self'", ...inline]));
    expect(header, path).toContain("frame-ancestors 'none'");
    // The same policy for hosts that cannot send headers, ahead of every script.
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/?>/.exec(html);
    expect(meta, path).not.toBeNull();
    expect(meta?.index ?? Infinity, path).toBeLessThan(html.indexOf('<script'));
    const metaPolicy = (meta?.[1] ?? '').replaceAll('&#x27;', "'").replaceAll('&quot;', '"');
    expect(scriptSrc(metaPolicy), path).toEqual(new Set(["'self'", ...inline]));
    expect(metaPolicy, path).not.toContain('frame-ancestors');
    expect(header + metaPolicy, path).not.toMatch(/'unsafe-(inline|eval)'[^;]*;\s*style-src/);
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
    await page.goto(at(path));
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

test('the stylesheet and the page’s largest picture are asked for first, and the picture is the one shown', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/projects']) {
    const html = await (await request.get(at(path))).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const links = [...head.matchAll(/<link[^>]*>/g)].map(([tag]) => tag);
    // The first two: React puts the high-priority picture preload, then the stylesheet.
    const first = links.slice(0, 2);
    expect(
      first.filter((link) => link.includes('rel="stylesheet"')),
      path,
    ).toHaveLength(1);
    const preload = first.find((link) => link.includes('rel="preload" as="image"'));
    expect(preload, path).toMatch(/fetchPriority="high"/);
    const srcset = /imageSrcSet="([^"]+)"/.exec(preload ?? '')?.[1] ?? '';

    // The browser shows a file from the preloaded set, so the preload is never a wasted download.
    await page.goto(at(path));
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

test('a page loads one small script after its first paint and no framework; React comes only for an island in view, after the page has loaded', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const react = (paths: string[]) => paths.filter((path) => /\/react-[\w-]+\.js$/.test(path));
  // Pages without an island: nothing of React, at any point.
  for (const path of pages.filter((path) => !['/projects', '/contact'].includes(path))) {
    scripts.length = 0;
    await page.goto(at(path));
    await page.waitForLoadState('networkidle');
    expect(
      scripts.some((script) => /\/entry\.client-[\w-]+\.js$/.test(script)),
      path,
    ).toBe(true);
    expect(react(scripts), path).toEqual([]);
    // Asked for once the first frame is on the screen, the chunks it imports beside it: none of
    // it races the page to its first paint (docs/decisions/0046).
    const painted = await firstPaintTime(page);
    const siteScriptStarts = await fetchStarts(page, /\/assets\/[\w.-]+\.js$/);
    expect(siteScriptStarts.length, path).toBeGreaterThan(0);
    for (const start of siteScriptStarts) expect(start, path).toBeGreaterThan(painted);
  }
  // The contact form is an island: React arrives once the page's largest paint is on the screen,
  // never before.
  await page.goto(at('/contact'));
  const painted = await largestPaintTime(page);
  const reactStarts = await fetchStarts(page, /\/react-[\w-]+\.js$/);
  expect(reactStarts).toHaveLength(1);
  for (const start of reactStarts) expect(start).toBeGreaterThan(painted);
});
