import { copy } from '@portfolio/content/copy';
import { profiles } from '@portfolio/content/schema/profiles';
import { expect, test } from './support/test.ts';
import { at } from './support/addresses.ts';

test('every external link opens in a new tab without handing over the opener', async ({ page }) => {
  for (const path of ['/', '/about', '/contact']) {
    await page.goto(at(path));
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
  await page.goto(at('/'));
  for (const link of profiles.filter((profile) => profile.newTab)) {
    for (const [scope, name] of [
      [page.getByRole('list', { name: copy.home.profilesLabel }), link.label],
      [page.getByRole('contentinfo'), link.name],
    ] as const) {
      const opened = context.waitForEvent('page');
      await scope.getByRole('link', { name: `${name} ${copy.opensInNewTab}`, exact: true }).click();
      const tab = await opened;
      await expect(tab).toHaveURL(link.url);
      await tab.close();
    }
  }
  await expect(page).toHaveURL(at('/'));
});
