import { copy } from '@portfolio/content/copy';
import { navigation } from '@portfolio/content/navigation';
import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { at, basePath, contactEndpoint, siteOrigin } from './addresses.ts';
import { menuList, menuToggle } from './phone-menu.ts';

const ownOrigins = new Set([siteOrigin, new URL(contactEndpoint).origin]);

/**
 * Every test runs with the network closed to other origins: external links can still open (their
 * tabs get a stub page), but any request the site itself makes elsewhere fails the test.
 */
/** React has attached to the prerendered page: clicks now reach its handlers. */
function hydrated(): boolean {
  const main = document.getElementById('main');
  return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
}

/** What a first tap on a control does before hydration: start it now (apps/web/app/lib/early-tap.ts). */
function hydrateNow(): void {
  window.dispatchEvent(new Event('portfolio:hydrate-now'));
}

export const test = base.extend<{
  foreignRequests: string[];
  escapedRequests: string[];
  pageErrors: string[];
}>({
  // Prerendered pages show before React hydrates them; a click in between would do nothing, as for
  // a real visitor, so navigation in tests waits for hydration before handing the page over. It
  // asks for it at once, as a visitor's first tap on a control does, rather than waiting for the
  // browser to be idle, which on a machine busy with tests comes only at the wait's one-second
  // bound (apps/web/scripts/start-after-first-paint.ts; the wait itself is proven in
  // visitor-sees-each-page-whole-from-its-first-frame.spec.ts and
  // visitor-taps-before-the-page-is-ready.spec.ts, which watch pages load on their own).
  // With JavaScript off there is nothing to wait for.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (!javaScriptEnabled) {
      await use(page);
      return;
    }
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const whenHydrated = async () => {
      await page.evaluate(hydrateNow);
      await page.waitForFunction(hydrated);
    };
    page.goto = async (...args) => {
      const response = await goto(...args);
      await whenHydrated();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await whenHydrated();
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
  // An uncaught error, including React's report of a failed hydration, fails the test: the build
  // rewrites the prerendered HTML, and a mismatch would otherwise only show as a slower page.
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
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
}
