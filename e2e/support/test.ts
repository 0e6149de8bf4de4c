import { copy } from '@portfolio/content/copy';
import { navigation } from '@portfolio/content/navigation';
import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { at, basePath, contactEndpoint, siteOrigin, visitCounter } from './addresses.ts';
import { menuList, menuToggle } from './phone-menu.ts';

// The site's, the API's, and a hosted visit counter's the owner chose (VISITS): the persona's
// stand-in (scripts/persona-e2e.ts).
const ownOrigins = new Set([
  siteOrigin,
  new URL(contactEndpoint).origin,
  ...(visitCounter.kind === 'hosted'
    ? [...visitCounter.origins.script, ...visitCounter.origins.connect, ...visitCounter.origins.img]
    : []),
]);

/**
 * Every test runs with the network closed to other origins: external links can still open (their
 * tabs get a stub page), but any request the site itself makes elsewhere fails the test.
 */
/**
 * Whether every island in or near the view (apps/web/app/islands/) has woken, or given up (which
 * it reports, failing the test: pageErrors below): the ones a visitor on this page would be using
 * by now. Those that wake on demand (the toasts) are not waited for.
 */
function islandsInViewAwake(): boolean {
  const near = (element: Element): boolean =>
    Array.from(element.children).some((child) => {
      const box = child.getBoundingClientRect();
      return box.bottom > -200 && box.top < window.innerHeight + 200;
    });
  return Array.from(document.querySelectorAll('[data-island]:not([data-load="demand"])'))
    .filter(near)
    .every(
      (island) => island.hasAttribute('data-hydrated') || island.hasAttribute('data-island-failed'),
    );
}

/** Waits until the islands a visitor would be using on this page have woken (see above). */
export async function untilIslandsAwake(page: Page): Promise<void> {
  await page.waitForFunction(islandsInViewAwake);
}

/**
 * The event the site script dispatches once its behaviours are in place
 * (apps/web/app/lib/site-script-ready.ts): a suite's page notes it, on every page it opens.
 */
const siteScriptReadyEvent = 'portfolio:site-script-ready';

function noteSiteScriptReady(event: string): void {
  Object.assign(window, { portfolioTestWatchesSiteScript: true });
  document.addEventListener(event, () => {
    document.documentElement.setAttribute('data-test-site-script', 'ready');
  });
}

/**
 * Waits until the site script has run, on a page of the site (one that asks for it after its first
 * paint: apps/web/app/lib/site-script-boot.ts); a page that asks for none (the web inbox), or that
 * the suite's page does not watch (JavaScript off, a context's own page), at once.
 */
export async function untilSiteScriptReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !('portfolioTestWatchesSiteScript' in window) ||
      document.querySelector('script[data-site-script]') === null ||
      document.documentElement.getAttribute('data-test-site-script') === 'ready',
  );
}

/**
 * Pages are HTML whose small controls answer from the first paint (apps/web/app/entry.client.ts,
 * a tap before it runs held and answered once it has).
 * A test's `goto` and `reload` hand the page over once it has loaded, its script has run and the
 * islands in view have woken, as they have for a visitor who looks at the page before using it;
 * the specs about the moments before (visitor-taps-before-the-page-is-ready) open pages of their
 * own.
 */
export const test = base.extend<{
  foreignRequests: string[];
  escapedRequests: string[];
  pageErrors: string[];
}>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (!javaScriptEnabled) {
      await use(page);
      return;
    }
    await page.addInitScript(noteSiteScriptReady, siteScriptReadyEvent);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilSiteScriptReady(page);
      await untilIslandsAwake(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilSiteScriptReady(page);
      await untilIslandsAwake(page);
      return response;
    };
    await use(page);
  },
  foreignRequests: [
    async ({ context, page }, use) => {
      const foreign: string[] = [];
      await context.route(
        (url) => !ownOrigins.has(url.origin),
        async (route, request) => {
          let fromSite = false;
          try {
            fromSite = request.frame().page() === page;
          } catch {
            // A new tab's first navigation has no frame yet: it is a visitor opening a link, not the site.
          }
          if (fromSite && request.resourceType() !== 'document') foreign.push(request.url());
          await route.fulfill({
            status: 200,
            contentType: 'text/html',
            body: '<title>external</title>',
          });
        },
      );
      await use(foreign);
      expect(foreign, 'the site must not request other origins').toEqual([]);
    },
    { auto: true },
  ],
  // Under a base path (a GitHub Pages project site) everything of the site's lives under it: a
  // request outside it is one a real host answers 404 (or with someone else's site).
  escapedRequests: [
    async ({ page }, use) => {
      const escaped: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === siteOrigin && !url.pathname.startsWith(basePath))
          escaped.push(request.url());
      });
      await use(escaped);
      expect(escaped, `every request for the site's files must stay under ${basePath}`).toEqual([]);
    },
    { auto: true },
  ],
  // An uncaught error, or an island's report that it failed to wake or did not match the build's
  // markup (apps/web/app/islands/report-island-error.ts, on the console unless a listener takes
  // it), fails the test: a mismatch would otherwise only show as a slower island.
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().startsWith('Island "'))
          errors.push(message.text());
      });
      await use(errors);
      expect(errors, 'the page must not throw').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** On a phone the entries sit behind the menu button; open it when it is there. */
export async function revealNavigation(page: Page): Promise<void> {
  // Until the stylesheet has loaded, the desktop's hidden menu button counts as visible.
  await page.waitForLoadState();
  const menu = menuToggle(page);
  if ((await menu.isVisible()) && !(await menuList(page).isVisible())) {
    await menu.click();
    await expect(menuList(page)).toBeVisible();
  }
}

export function mainNav(page: Page) {
  return page.getByRole('navigation', { name: copy.navigation.label });
}

/** Clicks a navbar entry (through the phone menu where there is one) and waits until the visitor has arrived. */
export async function clickNavEntry(page: Page, name: string): Promise<void> {
  await revealNavigation(page);
  await mainNav(page).getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(at(navigation.find((entry) => entry.title === name)?.id ?? '/'));
  if (await menuToggle(page).isVisible()) await expect(menuList(page)).toBeHidden();
  // Arrived, as a visitor who looks before the next click: the page's script has run.
  await untilSiteScriptReady(page);
}
