// A page in a right-to-left language (Arabic, Hebrew, Persian, Urdu) is its default language's
// page mirrored: the navbar's brand at the right and its controls at the left, the timeline's
// rail and dots at the right, headings and paragraphs starting at the right, the footer and the
// printed résumé likewise. Each is measured against the same page in the default language, at a
// phone's and a desktop's width, and a screenshot of each width in each theme is kept with the
// test's results (Playwright's report) for a person to look at.
//
// Runs on: desktop, persona desktop
// Because: the persona's Arabic is the right-to-left language, measured against its Portuguese
// (the test sets each width and theme itself); the sample, all left to right, has nothing
// mirrored, and its carousels, which the persona lacks, are checked right to left in
// visitor-browses-projects.spec.ts.
import type { Page, TestInfo } from '@playwright/test';
import { at } from './support/addresses.ts';
import { hasPage } from './support/site-pages.ts';
import { languages, pathIn } from './support/site-languages.ts';
import { expect, test } from './support/test.ts';

const [own] = languages;
const rightToLeft = languages.filter((language) => language.direction === 'rtl');

/**
 * What is measured, by a selector no language's words change: from the edge the element starts
 * at (its inline start: the left in English, the right in Arabic), from the edge it ends at, or
 * from where its first line of text starts (which shows the text's own alignment, not only its
 * box's).
 */
type Edge = 'start' | 'end' | 'text';
const everyPage: Record<string, [string, Edge]> = {
  'the navbar’s brand': ['header .bg-gradient-accent', 'start'],
  'the navbar’s search link': ['header a[href$="search"]', 'end'],
  'the navbar’s mute button': ['header [data-mute-toggle]', 'end'],
  'the phone menu’s button': ['header summary', 'end'],
  'the footer’s heading': ['footer h2', 'text'],
};
const onPage: Record<string, Record<string, [string, Edge]>> = {
  '/': {},
  '/about': {
    'the timeline’s first dot': ['main ol > li > .bg-gradient-accent', 'start'],
    'the timeline’s first role': ['main ol article h3', 'text'],
    'an achievement’s bullet': ['main ol article li > span[aria-hidden]', 'start'],
  },
  '/resume': {
    'the résumé’s name': ['main h1', 'text'],
    'the résumé’s first section heading': ['main section h2', 'text'],
    'the résumé’s first entry': ['main section h3', 'text'],
  },
};

/** Each target's distance, in CSS px, from the edge it is measured from. */
async function edgesOf(
  page: Page,
  targets: Record<string, [string, Edge]>,
): Promise<Record<string, number>> {
  return page.evaluate((targets) => {
    const width = document.documentElement.clientWidth;
    const rtl = getComputedStyle(document.documentElement).direction === 'rtl';
    const edges: Record<string, number> = {};
    for (const [name, [selector, edge]] of Object.entries(targets)) {
      // Words a translation left in the default language keep its direction (their own lang and
      // dir): what is mirrored is what is written in the page's.
      const element = Array.from(document.querySelectorAll(selector)).find(
        (candidate) =>
          candidate.getClientRects().length > 0 &&
          getComputedStyle(candidate).direction === (rtl ? 'rtl' : 'ltr'),
      );
      if (element === undefined) continue;
      let { left, right } = element.getBoundingClientRect();
      if (edge === 'text') {
        // Its first line: every run of text on it, whatever their own directions.
        const text = document.createRange();
        text.selectNodeContents(element);
        const runs = Array.from(text.getClientRects()).filter((run) => run.width > 0);
        const top = runs[0]?.top ?? 0;
        const line = runs.filter((run) => Math.abs(run.top - top) < 2);
        if (line.length > 0) {
          left = Math.min(...line.map((run) => run.left));
          right = Math.max(...line.map((run) => run.right));
        }
      }
      const fromStart = rtl ? width - right : left;
      const fromEnd = rtl ? left : width - right;
      edges[name] = Math.round(edge === 'end' ? fromEnd : fromStart);
    }
    return edges;
  }, targets);
}

async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

test('a right-to-left language’s pages are the default language’s mirrored, at a phone’s and a desktop’s width, in both themes', async ({
  page,
}, testInfo) => {
  if (own === undefined) throw new Error('the site has no language');
  // A site all left to right has nothing mirrored.
  if (rightToLeft.length === 0) {
    await page.goto(at('/'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    return;
  }
  // About may be left out of the navigation; Home and the résumé are always there.
  const pages = Object.keys(onPage).filter((path) => path !== '/about' || hasPage(path));
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of pages) {
      const targets = { ...everyPage, ...onPage[path] };
      for (const media of path === '/resume' && width === 1280
        ? (['screen', 'print'] as const)
        : (['screen'] as const)) {
        await page.emulateMedia({ media, colorScheme: 'dark' });
        await page.goto(at(pathIn(own, path)));
        const expected = await edgesOf(page, targets);
        // Something is measured on every page: the navbar, or (printed) the résumé itself.
        expect(Object.keys(expected).length, `${path} at ${width}px`).toBeGreaterThanOrEqual(3);
        await expect(page.locator('html')).toHaveAttribute('dir', own.direction);
        for (const language of rightToLeft) {
          const where = `${pathIn(language, path)} at ${width}px (${media})`;
          await page.goto(at(pathIn(language, path)));
          await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
          const mirrored = await edgesOf(page, targets);
          const measured = Object.keys(expected).filter((name) => name in mirrored);
          expect(measured.length, where).toBeGreaterThanOrEqual(3);
          for (const [name, edge] of Object.entries(expected))
            if (name in mirrored)
              expect(
                Math.abs((mirrored[name] ?? Number.NaN) - edge),
                `${where}: ${name}`,
              ).toBeLessThanOrEqual(2);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, where).toBeLessThanOrEqual(0);
          for (const colorScheme of ['dark', 'light'] as const) {
            await page.emulateMedia({ media, colorScheme });
            await keepScreenshot(page, testInfo, `${where}, ${colorScheme}`);
          }
        }
      }
    }
  }
});
