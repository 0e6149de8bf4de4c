import { navigation } from '@portfolio/content/navigation';
import { copy } from '@portfolio/content/copy';
import { titleOf } from './support/page-titles.ts';
import { accessibilityViolations } from './support/axe.ts';
import { expect, mainNav, test } from './support/test.ts';
import { at } from './support/addresses.ts';
import { longPage } from './support/site-pages.ts';
import { announcedMenuToggle, menuList, menuToggle } from './support/phone-menu.ts';

// Runs in the phone projects only (see playwright.config.ts): the toggle exists below 768 px; the
// no-JavaScript phone project runs it too, since the menu is a disclosure the browser opens itself.
test.describe('on a phone', () => {
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
    await page.goto(at('/'));
    await menuToggle(page).click();
    await mainNav(page)
      .getByRole('link', { name: titleOf('/projects') })
      .click();
    await expect(page).toHaveURL(at('/projects'));
    await expect(menuList(page)).toBeHidden();
    await expect(mainNav(page).getByRole('link', { name: titleOf('/projects') })).toBeHidden();
  });
});
