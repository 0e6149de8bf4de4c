// axe-core on every page at phone and desktop width, and with a toast showing (the open phone
// menu is checked in visitor-uses-the-phone-menu.spec.ts): zero violations of WCAG 2.1 A/AA and axe's
// best practices.
//
// Runs on: phone, desktop, phone light, desktop light, persona desktop
// Because: layout differs by width and contrast by theme: each width in one theme and each theme at
// one width (playwright.config.ts); the persona's words and pages are other ones.
import { copy } from '@portfolio/content/copy';
import { navigation } from '@portfolio/content/navigation';
import { projects } from '@portfolio/content/projects';
import { accessibilityViolations } from './support/axe.ts';
import { readToTheEnd } from './support/read-to-the-end.ts';
import { expect, test } from './support/test.ts';
import { at } from './support/addresses.ts';

// The search page is the navbar's own link, beside the entries; its form and results are checked
// with a search made (below).
const routes = [...navigation.map((entry) => entry.id), '/no-such-page'];

for (const route of routes)
  test(`${route} has no accessibility violations @axe`, async ({ page }) => {
    await page.goto(at(route));
    await readToTheEnd(page);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

test('the search page, with results showing, has no accessibility violations @axe', async ({
  page,
}) => {
  const tag = projects[0]?.tags[0];
  if (tag === undefined) throw new Error('no project with a tag');
  await page.goto(at('/search'));
  await page.getByLabel(copy.search.label).fill(tag);
  // The results' list above the list of every page.
  await expect(page.getByRole('main').getByRole('list')).toHaveCount(2);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('a toast has no accessibility violations @axe', async ({ page }) => {
  await page.goto(at('/contact'));
  await page.getByRole('button', { name: copy.contact.form.send }).click();
  await expect(page.getByText(copy.contact.toasts.required)).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});
