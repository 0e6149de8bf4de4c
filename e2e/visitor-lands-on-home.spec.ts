// Runs on: phone, desktop, persona desktop
// Because: Home is laid out otherwise on a phone; the persona is another owner, not available.
import { fill } from '@portfolio/content-model/fill';
import { copy } from '@portfolio/content/copy';
import type { Page } from '@playwright/test';
import { identity } from '@portfolio/content/identity';
import { expect, test } from './support/test.ts';
import { at } from './support/addresses.ts';

test('Home greets the visitor with the owner, their location, availability and photo', async ({
  page,
}) => {
  await page.goto(at('/'));
  await expect(page).toHaveTitle(`${identity.fullName} — ${identity.role}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(copy.home.greeting));
  await expect(page.getByText(identity.intro)).toBeVisible();
  await expect(page.getByText(fill(copy.home.basedIn))).toBeVisible();
  await expect(page.getByText(identity.availability.label)).toBeVisible();

  const photo = page.getByRole('img', { name: identity.photo.alt });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(photo).toHaveAttribute('fetchpriority', 'high');
  await expect(photo).toHaveAttribute('width', /\d+/);
  await expect(photo).toHaveAttribute('height', /\d+/);
});

test('the two Home buttons lead to the projects and the contact page', async ({ page }) => {
  await page.goto(at('/'));
  await page.getByRole('link', { name: copy.home.primaryAction }).click();
  await expect(page).toHaveURL(at('/projects'));
  await page.goBack();
  await page.getByRole('link', { name: copy.home.secondaryAction }).click();
  await expect(page).toHaveURL(at('/contact'));
});

const heroAnimationSeconds = (page: Page) =>
  page
    .getByRole('heading', { level: 1 })
    .evaluate((element) => parseFloat(getComputedStyle(element).animationDuration));

test('entrance animations run on load', async ({ page }) => {
  await page.goto(at('/'));
  expect(await heroAnimationSeconds(page)).toBeGreaterThanOrEqual(0.3);
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('entrance animations do not run at all', async ({ page }) => {
    await page.goto(at('/'));
    expect(await heroAnimationSeconds(page)).toBeLessThanOrEqual(0.001);
  });
});
