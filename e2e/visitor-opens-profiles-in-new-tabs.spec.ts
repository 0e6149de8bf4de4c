import { socialLinks } from '@portfolio/content/social-links';
import { expect, test } from './support/test.ts';

test('every external link opens in a new tab without handing over the opener', async ({ page }) => {
  for (const path of ['/', '/about', '/contact']) {
    await page.goto(path);
    const external = page.locator('a[href^="http"]');
    expect(await external.count()).toBeGreaterThan(0);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  }
});

test('the Home and footer profile links open the owner profiles in new tabs', async ({
  page,
  context,
}) => {
  await page.goto('/');
  for (const link of socialLinks) {
    for (const scope of [
      page.getByRole('list', { name: 'Profiles' }),
      page.getByRole('contentinfo'),
    ]) {
      const opened = context.waitForEvent('page');
      await scope.getByRole('link', { name: new RegExp(link.name) }).click();
      const tab = await opened;
      await expect(tab).toHaveURL(link.url);
      await tab.close();
    }
  }
  await expect(page).toHaveURL('/');
});
