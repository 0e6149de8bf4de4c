// Runs on: phone, desktop, static host, persona desktop
// Because: on a phone the entries sit behind the menu; the static host serves the pages under
// /portfolio/; the persona lists other pages.
import { navigation } from '@portfolio/content/navigation';
import { homeLinkName, titleOf } from './support/page-titles.ts';
import { headingOf, longPage } from './support/site-pages.ts';
import { fill } from '@portfolio/content-model/fill';
import { copy } from '@portfolio/content/copy';
import { expect, mainNav, revealNavigation, test } from './support/test.ts';
import { at, hrefOf } from './support/addresses.ts';

// The owner's navigation, in its order.
const entries = navigation.map((entry) => ({
  name: entry.title,
  href: entry.id,
  heading: headingOf(entry.id),
}));

test('the navbar lists the pages in order and highlights the current one', async ({ page }) => {
  await page.goto(at('/'));
  await revealNavigation(page);
  // The owner's entries: not the logo, nor the search page's link beside the theme switch, nor the
  // language switcher's links where the site has translations.
  const links = mainNav(page)
    .getByRole('link')
    .filter({ hasNotText: copy.navigation.homeSuffix })
    .and(page.locator(':not([href$="/search"]):not([hreflang])'));
  await expect(links).toHaveText(entries.map((entry) => entry.name));
  for (const [index, entry] of entries.entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', hrefOf(entry.href));
  }

  for (const entry of entries.filter((item) => item.href !== '/')) {
    await revealNavigation(page);
    await mainNav(page).getByRole('link', { name: entry.name, exact: true }).click();
    await expect(page).toHaveURL(at(entry.href));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.heading);
    await revealNavigation(page);
    const current = mainNav(page).locator('a[aria-current="page"]').filter({ visible: true });
    await expect(current).toHaveText(entry.name);
    const other = mainNav(page).getByRole('link', { name: titleOf('/'), exact: true });
    const background = (link: typeof other) =>
      link.evaluate((a) => getComputedStyle(a).backgroundColor);
    // Polled, both sides each time: the highlight fades in on the new entry while it fades out on
    // the one left (colour transitions), so any single frame may show them alike.
    await expect
      .poll(async () => (await background(current)) !== (await background(other)), {
        message: 'the current entry is highlighted',
      })
      .toBe(true);
  }
});

test('the navbar stays fixed at the top of every page', async ({ page }) => {
  await page.goto(at(longPage));
  const header = page.getByRole('banner');
  await expect(header).toHaveCSS('position', 'fixed');
  const box = await header.boundingBox();
  expect(box?.y).toBe(0);
});

test('the logo leads home and every navigation starts at the top of the page', async ({ page }) => {
  await page.goto(at(longPage));
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('link', { name: copy.footer.action }).click();
  await expect(page).toHaveURL(at('/contact'));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.getByRole('link', { name: homeLinkName }).click();
  await expect(page).toHaveURL(at('/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(copy.home.greeting));
});

test('a reloaded page starts at the top again', async ({ page }) => {
  await page.goto(at(longPage));
  await page.mouse.move(100, 300);
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.reload();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the footer's call to action on the contact page brings the visitor back up to the form", async ({
  page,
}) => {
  await page.goto(at('/contact'));
  await page.getByRole('link', { name: copy.footer.action }).click();
  await expect(page).toHaveURL(at('/contact'));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByLabel(copy.contact.form.name)).toBeInViewport();
});
