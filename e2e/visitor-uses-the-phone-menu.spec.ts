// Runs on: phone, phone light, phone without JavaScript, persona phone
// Because: the menu exists below 1024 px; axe and 400 % zoom run in both themes (@axe, @reflow);
// without JavaScript it is a disclosure the browser opens itself; the persona's menu lists other
// pages.
import { navigation } from '@portfolio/content/navigation';
import { copy } from '@portfolio/content/copy';
import { titleOf } from './support/page-titles.ts';
import { accessibilityViolations } from './support/axe.ts';
import { expect, mainNav, test } from './support/test.ts';
import { at } from './support/addresses.ts';
import { longPage, sitePages } from './support/site-pages.ts';
import { announcedMenuToggle, menuList, menuToggle } from './support/phone-menu.ts';

test.describe('on a phone', () => {
  // WCAG 1.4.10 (Reflow): a 1280 × 1024 window at 400 % zoom is 320 × 256 CSS pixels. Each stop of
  // the open menu, reached by keyboard, is wholly on screen; again with the text spacing of WCAG
  // 1.4.12. Runs with JavaScript on and off, in both themes (@reflow, playwright.config.ts).
  for (const spacing of [false, true])
    test(`at 400 % zoom every item of the open menu can be reached and seen${spacing ? ', with wider text spacing' : ''} @reflow`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 256 });
      // The overrides join the site's own stylesheet (the policy allows no inline style, and
      // with JavaScript off nothing can be added to the page).
      if (spacing)
        await page.route(/\.css$/, async (route) => {
          const response = await route.fetch();
          await route.fulfill({
            response,
            body: `${await response.text()}\n* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`,
          });
        });
      await page.goto(at('/'));
      await menuToggle(page).focus();
      await page.keyboard.press('Enter');
      await expect(menuList(page)).toBeVisible();
      const menu = page.locator('details').filter({ has: menuToggle(page) });
      // Every control the open menu shows: its links, and the theme switch where scripts run.
      const stops = await menu
        .locator('a, button')
        .filter({ visible: true })
        .evaluateAll((elements) => elements.length);
      expect(stops).toBeGreaterThanOrEqual(navigation.length);
      for (let stop = 0; stop < stops; stop += 1) {
        await page.keyboard.press('Tab');
        const focused = page.locator(':focus');
        await expect(focused).toBeVisible();
        expect(await menu.evaluate((details) => details.contains(document.activeElement))).toBe(
          true,
        );
        await expect(focused).toBeInViewport({ ratio: 1 });
      }
      // The page behind stays where it was: the menu scrolls, not the document.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

  // @axe: axe runs as a script in the page, so the projects with JavaScript off leave it out
  // (playwright.config.ts); the menu's markup is the same either way.
  test('the open menu has no accessibility violations @axe', async ({ page }) => {
    await page.goto(at(longPage));
    await menuToggle(page).click();
    await expect(menuList(page)).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('the menu button opens and closes the list of pages, and says so to a screen reader', async ({
    page,
  }) => {
    await page.goto(at('/'));
    await expect(menuList(page)).toBeHidden();
    expect(await announcedMenuToggle(page)).toEqual({
      role: 'DisclosureTriangle',
      name: copy.navigation.menu,
      expanded: false,
    });

    await menuToggle(page).click();
    await expect(menuList(page).getByRole('link')).toHaveText(
      navigation.map((entry) => entry.title),
    );
    expect((await announcedMenuToggle(page)).expanded).toBe(true);

    await menuToggle(page).click();
    await expect(menuList(page)).toBeHidden();
    expect((await announcedMenuToggle(page)).expanded).toBe(false);
  });

  test('the keyboard opens the menu and reaches its links', async ({ page }) => {
    await page.goto(at('/'));
    await menuToggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(menuList(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menuList(page).getByRole('link').first()).toBeFocused();
  });

  test('choosing a page closes the menu', async ({ page }) => {
    // The first page of the owner's navigation after Home.
    const chosen = sitePages.find((path) => path !== '/') ?? '/';
    await page.goto(at('/'));
    await menuToggle(page).click();
    await mainNav(page)
      .getByRole('link', { name: titleOf(chosen) })
      .click();
    await expect(page).toHaveURL(at(chosen));
    await expect(menuList(page)).toBeHidden();
    await expect(mainNav(page).getByRole('link', { name: titleOf(chosen) })).toBeHidden();
  });
});
