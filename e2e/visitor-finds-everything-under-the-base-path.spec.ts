// Wherever the site is published (a domain's root, or a GitHub Pages project site under
// /<repository>/), every page loads whole: no address it writes or requests leaves the base path,
// nothing it asks for is missing, its fonts load and React takes over. The fixtures also fail any
// request outside the base path (support/test.ts).
//
// Runs on: phone, static host, persona desktop
// Because: the static host serves the build under /portfolio/ in a desktop window, the harder case
// of what a desktop at / would check; a phone asks for other picture sizes; the persona's fonts and
// files are other ones.
import { navigation } from '@portfolio/content/navigation';
import { at, basePath, siteOrigin } from './support/addresses.ts';
import { expect, test } from './support/test.ts';

const pages = [...navigation.map((entry) => entry.id), '/no-such-page'];

for (const path of pages)
  test(`${path} loads whole under ${basePath}`, async ({ page }) => {
    const failed: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).origin === siteOrigin && response.status() >= 400)
        if (response.request().resourceType() !== 'document')
          failed.push(`${response.status()} ${response.url()}`);
    });
    // The page fixture waits until React has hydrated the prerendered page.
    await page.goto(at(path), { waitUntil: 'load' });

    const written = await page.evaluate(() => {
      const urls: string[] = [];
      const elements = Array.from(
        document.querySelectorAll('[href], [src], [srcset], [imagesrcset], meta[content]'),
      );
      for (const element of elements) {
        for (const name of ['href', 'src'])
          if (element.hasAttribute(name)) urls.push(element.getAttribute(name) ?? '');
        for (const name of ['srcset', 'imagesrcset'])
          for (const candidate of (element.getAttribute(name) ?? '').split(','))
            urls.push(candidate.trim().split(/\s+/)[0] ?? '');
        const content = element.getAttribute('content') ?? '';
        if (element.tagName === 'META' && /^https?:\/\//.test(content)) urls.push(content);
      }
      for (const script of Array.from(
        document.querySelectorAll('script[type="application/ld+json"]'),
      ))
        urls.push(...(script.textContent.match(/https?:\/\/[^"\s]+/g) ?? []));
      return urls
        .filter((url) => url !== '' && !/^(mailto|tel|data|javascript):|^#/.test(url))
        .map((url) => new URL(url, location.href).href);
    });
    const escaping = written.filter(
      (url) => new URL(url).origin === siteOrigin && !new URL(url).pathname.startsWith(basePath),
    );
    expect(escaping, `addresses on ${path} outside ${basePath}`).toEqual([]);

    const loadedFonts = await page.evaluate(async () => {
      await document.fonts.ready;
      let loaded = 0;
      document.fonts.forEach((font) => {
        if (font.status === 'loaded') loaded += 1;
      });
      return loaded;
    });
    expect(loadedFonts, 'fonts loaded').toBeGreaterThan(0);

    // The favicon is in the page itself, so no base path can lose it.
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon, 'favicon').toMatch(/^data:image\/svg\+xml,/);
    expect(failed, 'requests that failed').toEqual([]);
  });
