// The two web fonts are cut at build time to the characters content/ uses
// (apps/web/scripts/content-fonts-plugin.ts). Whatever a visitor reads on a page must still be
// drawn in them: every character of the page's text that the full font has, the served file has.
//
// Runs on: desktop, persona desktop
// Because: the fonts are cut from the words, the same at every width; the persona writes Portuguese
// and Chinese.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { navigation } from '@portfolio/content/navigation';
import { fontCharacters } from '@portfolio/dev-tools/font-characters';
import { at } from './support/addresses.ts';
import { expect, test } from './support/test.ts';

const require = createRequire(import.meta.url);

/** The npm files the served fonts are cut from, by the name the served file starts with. */
const fullFonts = {
  inter: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  'space-grotesk': '@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
};

for (const { id: path } of navigation)
  test(`every character on ${path} is in the fonts the page loads`, async ({ page, request }) => {
    await page.goto(at(path));
    const text = await page.locator('body').innerText();
    const fontUrls = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(fontUrls).toHaveLength(Object.keys(fullFonts).length);
    for (const url of fontUrls) {
      const name = Object.keys(fullFonts).find((key) => url.includes(`/${key}-`));
      const source = fullFonts[name as keyof typeof fullFonts];
      expect(name, `${url} is one of the site's fonts`).toBeDefined();
      const full = await fontCharacters(readFileSync(require.resolve(source)));
      const served = await fontCharacters(Buffer.from(await (await request.get(url)).body()));
      const missing = Array.from(new Set(Array.from(text))).filter(
        (character) => full.has(character) && !served.has(character),
      );
      expect(missing, `characters on ${path} missing from ${url}`).toEqual([]);
      expect(served.size, `${url} is cut to fewer characters`).toBeLessThan(full.size);
    }
  });
