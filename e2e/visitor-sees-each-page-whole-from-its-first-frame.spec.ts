// A page must not move while it loads (CLS 0, the audit's bar). Chromium may paint a body it has
// only half parsed when the parser yields, as on a slow phone; what is parsed later then pushes
// what is shown: centred rows re-centre, the navbar's links slide. The root layout holds the first
// paint until the footer is parsed (docs/decisions/0015). Here the CPU is slowed so the parser
// yields, and each page is watched from before its first frame until React has hydrated it and
// the brand fonts have been swapped in.
//
// Runs on: phone, desktop, static host, persona desktop
// Because: what a half-parsed page would move differs by width; a static host streams the pages
// otherwise; the persona's long title and name are other content.
import { navigation } from '@portfolio/content/navigation';
import { projects } from '@portfolio/content/projects';
import { projectSlug } from '@portfolio/content-model/project-slug';
import { at, hrefOf } from './support/addresses.ts';
import { slowDocument } from './support/slow-document.ts';
import { expect, test } from './support/test.ts';

const routes = [
  ...navigation.map((entry) => entry.id),
  '/resume',
  // Every project's page is the same template: the first one stands for them (as in the audit).
  ...projects.slice(0, 1).map((project) => `/projects/${projectSlug(project)}`),
  '/no-such-page',
];

// A string, not a function: the test runner's compiler would add helpers the page does not have.
const watchLoading = `
  window.__firstFrame = null;
  window.__shifts = [];
  requestAnimationFrame(() => {
    window.__firstFrame = {
      footerParsed: document.querySelector('footer') !== null,
      readyState: document.readyState,
    };
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.value === 0 || entry.hadRecentInput) continue;
      window.__shifts.push({
        value: entry.value,
        // Whether the brand fonts had been swapped in (apps/web/app/lib/brand-fonts.ts).
        brand: document.documentElement.dataset.fonts === 'brand',
        moved: entry.sources.map((source) =>
          source.node instanceof Element
            ? source.node.tagName.toLowerCase() + '.' + [...source.node.classList].slice(0, 4).join('.')
            : String(source.node) + ' ' + (source.node && source.node.textContent || '').slice(0, 40),
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

interface Watched {
  firstFrame: { footerParsed: boolean; readyState: string } | null;
  shifts: { value: number; brand: boolean; moved: string[] }[];
}

for (const route of routes)
  test(`${route} shows whole in its first frame and does not move while it loads`, async ({
    page,
  }) => {
    await page.addInitScript({ content: watchLoading });
    // A phone's slower CPU, where the parser yields mid-page (the audit's mobile slowdown is 4x).
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The page fixture waits until React has hydrated the page.
    await page.goto(at(route));
    await page.waitForLoadState('load');
    // The brand fonts are swapped in after the largest paint, a frame later.
    await page.waitForFunction(() => document.documentElement.dataset.fonts === 'brand');
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const watched = await page.evaluate(() => {
      const seen = window as unknown as { __firstFrame: unknown; __shifts: unknown };
      return { firstFrame: seen.__firstFrame, shifts: seen.__shifts } as Watched;
    });
    expect(watched.firstFrame, 'the first frame is painted').not.toBeNull();
    expect(watched.firstFrame?.footerParsed, 'the first frame has the whole page, footer too').toBe(
      true,
    );
    expect(
      watched.shifts.filter((shift) => !shift.brand),
      'nothing on the page moves while it loads',
    ).toEqual([]);
    // The swap mends what the fonts would move (apps/web/app/lib/hold-layout.ts); what it leaves
    // (a full stop after a link whose width changed: the persona's Home, 0.0015) stays under the
    // audit's bar. The sample's pages are held to 0.001 by
    // e2e/visitor-reads-before-the-brand-fonts-arrive.spec.ts.
    const swapShift = watched.shifts.reduce(
      (sum, shift) => sum + (shift.brand ? shift.value : 0),
      0,
    );
    expect(
      swapShift,
      `what the brand fonts move when they arrive: ${JSON.stringify(watched.shifts)}`,
    ).toBeLessThan(0.01);
  });

test('a page that arrives slowly shows nothing until its footer is there', async ({ page }) => {
  const path = hrefOf(routes[0] ?? '/');
  const slow = await slowDocument(path, '<footer');
  try {
    // A page of its own: the fixture's goto waits for hydration, which the held page cannot reach.
    const visitor = await page.context().newPage();
    await visitor.route(`${slow.origin}/**`, (route) => route.continue());
    await visitor.addInitScript({ content: watchLoading });
    await visitor.goto(`${slow.origin}${path}`, { waitUntil: 'commit' });
    // The body up to the footer is parsed and styled: a browser free to paint would paint now.
    await visitor.waitForFunction(
      () =>
        document.getElementById('main') !== null &&
        Array.from(document.styleSheets).some((sheet) => sheet.cssRules.length > 0),
      undefined,
      { polling: 50 },
    );
    // Now a browser free to paint paints within a frame or two. Held back, it shows nothing, and
    // nothing can say so: the wait for a frame ends at a bound instead. The bound can only let a
    // broken page pass on a machine too slow to paint within it, never fail a good one.
    const painted = await visitor
      .waitForFunction(
        () => (window as unknown as { __firstFrame: unknown }).__firstFrame !== null,
        undefined,
        { polling: 50, timeout: 2_000 },
      )
      .then(
        () => true,
        () => false,
      );
    expect(painted, 'no frame is painted while the rest of the page is on its way').toBe(false);
    slow.release();
    await visitor.waitForLoadState('load');
    const firstFrame = await visitor.evaluate(
      () => (window as unknown as { __firstFrame: Watched['firstFrame'] }).__firstFrame,
    );
    expect(firstFrame?.footerParsed, 'the first frame has the whole page').toBe(true);
  } finally {
    await slow.close();
  }
});
