// Runs on: desktop, static host, persona desktop
// Because: the 404 page is the same at every width; a static host answers unknown paths with its
// 404.html under /portfolio/; the persona leaves a page out of its navigation.
import { fill } from '@portfolio/content-model/fill';
import { copy } from '@portfolio/content/copy';
import { expect, test } from './support/test.ts';
import { at } from './support/addresses.ts';
import { leftOutPages } from './support/site-pages.ts';
import { titleOf } from './support/page-titles.ts';

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

// A page the owner left out of content/navigation.ts does not exist: no entry, no sitemap line,
// and its address gets the 404 page.
for (const path of leftOutPages)
  test(`${path}, left out of the navigation, is nowhere on the site and not found`, async ({
    page,
    request,
  }) => {
    const response = await page.goto(at(path));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(copy.notFound.heading));
    expect(() => titleOf(path)).toThrow();
    await expect(page.locator(`a[href$="${path}"]`)).toHaveCount(0);
    const sitemap = await (await request.get(at('/sitemap.xml'))).text();
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toMatch(new RegExp(`<loc>[^<]*${path}</loc>`));
  });
