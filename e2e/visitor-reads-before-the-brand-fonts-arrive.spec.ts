// The brand fonts never stand between a visitor and the first paint
// (docs/decisions/0034-brand-fonts-after-the-first-paint.md): the page paints in the fallback faces
// (local Arial sized like each font), the fonts are asked for only after it has painted, and when
// they arrive, however late, next to nothing moves; in the end they draw the text. Here every font file
// is held back 2.5 s, as on a slow link.
//
// Runs on: phone, desktop
// Because: the text wraps differently at 375 and 1280 px (and at Lighthouse's 412 px phone, which
// its own tests open), and a swap that changed a line's width would move what follows; the sample
// has every page type these checks read (a post among them) and a language in another script.
import type { Page } from '@playwright/test';
import { posts } from '@portfolio/content-model/site-pages';
import { expect, test } from './support/test.ts';
import { at } from './support/addresses.ts';
import { hasPageIn, languages, pathIn } from './support/site-languages.ts';

const [post] = posts;
if (post === undefined) throw new Error('These checks read a post: the sample has posts.');
// The newest post, and the first by its address, which the side-by-side with astrofy measures
// (docs/decisions/0034-brand-fonts-after-the-first-paint.md; in the sample, the one with a table,
// whose columns a swap could move).
const [first] = [...posts].sort((a, b) => (a.slug < b.slug ? -1 : 1));
const pages = [
  ...new Set([
    '/',
    '/about',
    `/blog/${post.slug}`,
    `/blog/${first?.slug ?? post.slug}`,
    '/projects',
  ]),
];
// Each further language's Home and newest post: a script the Latin files do not draw (the sample's
// Hindi) is drawn until then in the visitor's own font for it, which CI has as Android does (Noto
// Sans Devanagari, .ci/run), and by the site's face for it in the end.
const [, ...further] = languages;
const furtherPages = further.flatMap((language) =>
  ['/', `/blog/${post.slug}`]
    .filter((path) => hasPageIn(language, path))
    .map((path) => pathIn(language, path)),
);

/** Keeps the page's layout shifts, and the brand attribute as it was when the page was parsed. */
async function watchLayout(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; time: number }[] = [];
    const record = { shifts, fontsAtParse: '' };
    Object.assign(window, { layoutRecord: record });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, time: entry.startTime });
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      record.fontsAtParse = document.documentElement.dataset.fonts ?? '';
    });
  });
}

interface Timeline {
  firstPaint: number;
  fonts: { requested: number; arrived: number }[];
  shiftAfterFonts: number;
  fontsAtParse: string;
}

/** When the page first painted, when each font was asked for and arrived, what moved after. */
function timeline(page: Page): Promise<Timeline> {
  return page.evaluate(() => {
    const record = (
      window as unknown as {
        layoutRecord: { shifts: { value: number; time: number }[]; fontsAtParse: string };
      }
    ).layoutRecord;
    const fonts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.woff2'))
      .map((entry) => ({
        requested: entry.startTime,
        arrived: (entry as PerformanceResourceTiming).responseEnd,
      }));
    const arrived = Math.min(...fonts.map((font) => font.arrived));
    return {
      firstPaint:
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      fonts,
      shiftAfterFonts: record.shifts
        .filter((shift) => shift.time >= arrived)
        .reduce((sum, shift) => sum + shift.value, 0),
      fontsAtParse: record.fontsAtParse,
    };
  });
}

/** Whether the brand fonts are named and every font the page asked for has arrived. */
const fontsSettled = (page: Page) =>
  page.waitForFunction(
    () =>
      document.documentElement.dataset.fonts === 'brand' &&
      document.fonts.status === 'loaded' &&
      performance
        .getEntriesByType('resource')
        .some((entry) => new URL(entry.name).pathname.endsWith('.woff2')),
  );

/** The fonts the browser draws `selector`'s text in, and whether each is a web font (Chromium's own account). */
async function drawnWith(
  page: Page,
  selector: string,
): Promise<{ family: string; custom: boolean }[]> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('DOM.enable');
  await devtools.send('CSS.enable');
  const { root } = await devtools.send('DOM.getDocument');
  const { nodeId } = await devtools.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await devtools.send('CSS.getPlatformFontsForNode', { nodeId });
  await devtools.detach();
  return fonts.map((font) => ({ family: font.familyName, custom: font.isCustomFont }));
}

/** The web fonts the browser draws `selector`'s text in. */
const drawnWithWebFont = async (page: Page, selector: string): Promise<string[]> =>
  (await drawnWith(page, selector)).filter((font) => font.custom).map((font) => font.family);

/** Opens `path` with every font held back 2.5 s, and checks the page as the swap leaves it. */
async function paintsThenSwapsInPlace(page: Page, path: string): Promise<void> {
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await watchLayout(page);
  await page.goto(at(path));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await fontsSettled(page);
  // A frame after the swap, for its shifts to be reported.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const seen = await timeline(page);
  expect(seen.fonts.length).toBeGreaterThan(0);
  for (const font of seen.fonts) {
    // Asked for only once the page had painted, and drawn in when it came.
    expect(font.requested).toBeGreaterThan(seen.firstPaint);
    expect(font.arrived).toBeGreaterThan(seen.firstPaint + 2000);
  }
  // Nothing moves: the swap is mended before its first frame (apps/web/app/lib/hold-layout.ts).
  expect(seen.shiftAfterFonts).toBeLessThan(0.001);
  if (furtherPages.includes(path)) {
    // Every letter in a web font, the site's: the other script's too, which neither brand font
    // draws (a visitor's own font for it would be named here as not custom).
    for (const selector of ['h1', 'main p']) {
      const fonts = await drawnWith(page, selector);
      expect(fonts.length, selector).toBeGreaterThan(0);
      for (const font of fonts) expect(font.custom, `${selector} in ${font.family}`).toBe(true);
    }
    return;
  }
  expect(await drawnWithWebFont(page, 'h1')).toEqual([expect.stringMatching(/Space Grotesk/)]);
  expect(await drawnWithWebFont(page, 'main p')).toContainEqual(expect.stringMatching(/Inter/));
}

for (const path of [...pages, ...furtherPages]) {
  test(`${path} paints before the brand fonts, which arrive later and move nothing`, async ({
    page,
  }) => {
    await paintsThenSwapsInPlace(page, path);
  });

  // Lighthouse's phone, which the side-by-side measures: its width breaks lines elsewhere again,
  // and at 1.75 device pixels to the CSS pixel a move of two CSS pixels is already counted.
  test(`${path} moves nothing when the brand fonts arrive on Lighthouse's phone @any-width`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      hasTouch: true,
    });
    await paintsThenSwapsInPlace(await context.newPage(), path);
    await context.close();
  });
}

test('the next page of the site draws the brand fonts from its first frame, from the cache', async ({
  browser,
}) => {
  // A context of its own: the suite's guard against foreign requests routes every request, and a
  // routed context does not use the browser's cache.
  const context = await browser.newContext();
  const page = await context.newPage();
  await watchLayout(page);
  await page.goto(at('/'));
  await fontsSettled(page);
  // Followed from a page of the site: the referrer says so, nothing is stored.
  await page.goto(at('/about'), { referer: page.url() });
  await fontsSettled(page);
  const seen = await timeline(page);
  expect(seen.fontsAtParse).toBe('brand');
  for (const font of await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.woff2'))
      .map((entry) => (entry as PerformanceResourceTiming).transferSize),
  ))
    expect(font, 'a font fetched again').toBe(0);
  expect(seen.shiftAfterFonts).toBe(0);
  expect(await drawnWithWebFont(page, 'h1')).toEqual([expect.stringMatching(/Space Grotesk/)]);
  await context.close();
});

test('a page reached from elsewhere paints in the fallback faces first', async ({ page }) => {
  await watchLayout(page);
  await page.goto(at('/about'), { referer: 'https://elsewhere.example/' });
  await fontsSettled(page);
  expect((await timeline(page)).fontsAtParse).toBe('');
});
