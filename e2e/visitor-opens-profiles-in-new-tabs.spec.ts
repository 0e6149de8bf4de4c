// Runs on: desktop, persona desktop
// Because: link targets are the same at every width; the persona has other profiles.
import { copy } from '@portfolio/content/copy';
import { profiles } from '@portfolio/content-model/profiles';
import { expect, test } from './support/test.ts';
import { at } from './support/addresses.ts';
import { longPage } from './support/site-pages.ts';

test('every external link opens in a new tab without handing over the opener', async ({ page }) => {
  for (const path of ['/', longPage, '/contact']) {
    await page.goto(at(path));
    const external = page.locator('a[href^="http"]');
    expect(await external.count()).toBeGreaterThan(0);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      // A profile's link also says `me`, so the profile can verify the site.
      await expect(link).toHaveAttribute('rel', /^(me )?noopener noreferrer$/);
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

test('each web profile is linked with rel="me", in the page and in its head, so it can verify the site', async ({
  page,
}) => {
  const web = profiles.filter((profile) => profile.newTab);
  for (const path of ['/', '/contact']) {
    await page.goto(at(path));
    const heads = await page
      .locator('head link[rel="me"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(heads).toEqual(web.map((profile) => profile.url));
    for (const profile of web) {
      const links = page.locator(`a[href="${profile.url}"]`);
      expect(await links.count()).toBeGreaterThan(0);
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute('rel', 'me noopener noreferrer');
      }
    }
  }
});
