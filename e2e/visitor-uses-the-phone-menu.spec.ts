import { accessibilityViolations } from './support/axe.ts';
import { expect, mainNav, test } from './support/test.ts';

// Runs in the phone project only (see playwright.config.ts): the button exists below 768 px.
test.describe('on a phone', () => {
  test('the open menu has no accessibility violations', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('the menu button opens and closes the list of pages', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Menu' });
    const list = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('link')).toHaveText([
      'Home',
      'About',
      'Expertise',
      'Projects',
      'Contact',
    ]);

    await button.click();
    await expect(list).toBeHidden();
  });

  test('choosing a page closes the menu', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    await mainNav(page).getByRole('link', { name: 'Projects' }).click();
    await expect(page).toHaveURL('/projects');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).getByRole('link', { name: 'Projects' })).toBeHidden();
  });
});
