import { navigation } from '@portfolio/content/navigation';
import { titleOf } from './support/page-titles.ts';
import { copy } from '@portfolio/content/copy';
import { accessibilityViolations } from './support/axe.ts';
import { expect, mainNav, test } from './support/test.ts';
import { at } from './support/addresses.ts';

// Runs in the phone project only (see playwright.config.ts): the button exists below 768 px.
test.describe('on a phone', () => {
  test('the open menu has no accessibility violations', async ({ page }) => {
    await page.goto(at('/about'));
    await page.getByRole('button', { name: copy.navigation.menu }).click();
    await expect(page.getByRole('button', { name: copy.navigation.menu })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('the menu button opens and closes the list of pages', async ({ page }) => {
    await page.goto(at('/'));
    const button = page.getByRole('button', { name: copy.navigation.menu });
    const list = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('link')).toHaveText(navigation.map((entry) => entry.title));

    await button.click();
    await expect(list).toBeHidden();
  });

  test('choosing a page closes the menu', async ({ page }) => {
    await page.goto(at('/'));
    const button = page.getByRole('button', { name: copy.navigation.menu });
    await button.click();
    await mainNav(page)
      .getByRole('link', { name: titleOf('/projects') })
      .click();
    await expect(page).toHaveURL(at('/projects'));
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).getByRole('link', { name: titleOf('/projects') })).toBeHidden();
  });
});
