// The web fonts are cut at build time to the characters the site shows
// (apps/web/scripts/content-fonts-plugin.ts): the two Latin files the stylesheet names, and further faces for
// characters beyond them (accented Latin, Cyrillic, Greek, Devanagari, Arabic, Hebrew), each with
// the unicode-range of what it holds. Whatever a visitor reads on a page, in any language, must
// still be drawn: every character of the page's rendered text (dates Intl wrote included) that the
// full npm fonts draw, one of the page's faces draws; and a page fetches no face it does not show.
//
// Runs on: desktop, persona desktop
// Because: the fonts are cut from the words, the same at every width; the sample writes English
// and Hindi (Devanagari), the persona Portuguese and Arabic.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { APIRequestContext, Page } from '@playwright/test';
import { fontCharacters } from '@portfolio/dev-tools/font-characters';
import { readablePaths } from '@portfolio/content-model/site-pages';
import { contentFonts, furtherSources } from '../apps/web/scripts/font-sources.ts';
import { pageLanguages } from '../apps/web/scripts/site-languages.ts';
import { at, basePath } from './support/addresses.ts';
import { expect, test } from './support/test.ts';

const require = createRequire(import.meta.url);

/** Everything the full npm fonts draw: what a page's faces must draw of its text. */
const fullCoverage = Promise.all(
  [...Object.values(contentFonts), ...furtherSources].map(({ source }) =>
    fontCharacters(readFileSync(require.resolve(source))),
  ),
).then((sets) => new Set(sets.flatMap((set) => [...set])));

const served = new Map<string, Promise<Set<string>>>();
/** The characters a served font file draws (each file read once). */
function servedCharacters(request: APIRequestContext, url: string): Promise<Set<string>> {
  let known = served.get(url);
  if (known === undefined) {
    known = request
      .get(url)
      .then(async (response) => fontCharacters(Buffer.from(await response.body())));
    served.set(url, known);
  }
  return known;
}

/** Each stylesheet the page links, with the address its own url()s are relative to. */
async function stylesheetRules(
  request: APIRequestContext,
  page: Page,
): Promise<{ css: string; base: string }[]> {
  const sheets = await page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  return Promise.all(
    sheets.map(async (href) => ({ css: await (await request.get(href)).text(), base: href })),
  );
}

const languages = pageLanguages(basePath);
const pages = readablePaths.filter((path) => path !== '/404');

test.describe('as prerendered', () => {
  // The words are all in the prerendered pages: read as the browser lays them out, with no script
  // to run and no picture to wait for, two pages a second.
  test.use({ javaScriptEnabled: false });
  for (const language of languages)
    test(`every character of every page in ${language.tag} is in the fonts the page has`, async ({
      page,
      request,
    }) => {
      const full = await fullCoverage;
      const prefix = language.path.slice(basePath.length);
      for (const path of pages) {
        const where = `/${prefix}${path.slice(1)}`;
        await page.goto(at(where), { waitUntil: 'domcontentloaded' });
        const text = await page.locator('body').innerText();
        // The Latin files the stylesheet names, and the further faces the page's own rules name.
        const rules = [
          ...(await stylesheetRules(request, page)),
          { css: (await page.locator('head style').allTextContents()).join(''), base: page.url() },
        ];
        const fontUrls = rules.flatMap(({ css, base }) =>
          [...css.matchAll(/url\(["']?([^)"']+\.woff2)["']?\)/g)].map(
            ([, url = '']) => new URL(url, base).href,
          ),
        );
        const drawn = new Set<string>();
        for (const url of new Set(fontUrls))
          for (const character of await servedCharacters(request, url)) drawn.add(character);
        const missing = [...new Set(Array.from(text))].filter(
          (character) => character.trim() !== '' && full.has(character) && !drawn.has(character),
        );
        expect(missing, `characters on ${where} no font of the page draws`).toEqual([]);
      }
    });
});

test('a page fetches only the faces of the characters it shows', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto(at('/'));
  // The brand fonts are named once the page has painted (apps/web/app/lib/brand-fonts.ts).
  await page.waitForFunction(
    () => document.documentElement.dataset.fonts === 'brand' && document.fonts.status === 'loaded',
  );
  const text = await page.locator('body').innerText();
  for (const font of fonts.filter((path) => path.includes('/further-'))) {
    const name = font.slice(font.lastIndexOf('/') + 1);
    const rule =
      (await page.locator('head style').allTextContents())
        .join('')
        .split('@font-face')
        .find((face) => face.includes(name)) ?? '';
    const ranges = [...rule.matchAll(/U\+([0-9A-F]+)(?:-([0-9A-F]+))?/g)].map(
      ([, from = '0', to]) => [parseInt(from, 16), parseInt(to ?? from, 16)] as const,
    );
    const shown = Array.from(text).some((character) => {
      const code = character.codePointAt(0) ?? 0;
      return ranges.some(([from, to]) => code >= from && code <= to);
    });
    expect(shown, `${font} is fetched by a page that shows none of its characters`).toBe(true);
  }
});
