import { fill } from '@portfolio/content/schema/fill';
import { copy } from '@portfolio/content/copy';
import { expect, test } from './support/test.ts';
import { at } from './support/addresses.ts';

test('an unknown path gets the 404 page with status 404 and a way home', async ({ page }) => {
  const response = await page.goto(at('/this/page/does-not-exist'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(copy.notFound.heading));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('banner')).toBeVisible();

  await page.getByRole('link', { name: copy.notFound.homeLink }).click();
  await expect(page).toHaveURL(at('/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(copy.home.greeting));
});
