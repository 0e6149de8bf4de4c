import { fill } from '@portfolio/content/schema/fill';
import { copy } from '@portfolio/content/copy';
import type { Page } from '@playwright/test';
import { skills } from '@portfolio/content/skills';
import { expect, test } from './support/test.ts';

// content/schema/projects-and-skills-schema.test.ts pins these to the spec's 16, in order.
const names = skills.map((skill) => skill.name);

const skillCards = (page: Page) =>
  page.getByRole('list', { name: copy.skills.listLabel }).getByRole('listitem');

test('Expertise lists every skill in order under its heading', async ({ page }) => {
  await page.goto('/skills');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(copy.skills.heading));
  await expect(page.getByText(fill(copy.skills.intro))).toBeVisible();
  await expect(
    page.getByRole('list', { name: copy.skills.listLabel }).getByRole('listitem'),
  ).toHaveText(names);
});

test('the grid has 2, 3, 4 and 6 columns at its breakpoints', async ({ page }) => {
  await page.goto('/skills');
  const grid = page.getByRole('list', { name: copy.skills.listLabel });
  for (const [width, columns] of [
    [375, 2],
    [639, 2],
    [640, 3],
    [768, 4],
    [1023, 4],
    [1024, 6],
    [1280, 6],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    const count = await grid.evaluate(
      (el) => getComputedStyle(el).gridTemplateColumns.split(' ').length,
    );
    expect(count, `${width}px`).toBe(columns);
  }
});

// The underline's drawn width: nothing until highlighted, then the card's width less its inset.
const underlineWidth = (page: Page, index: number) =>
  skillCards(page)
    .nth(index)
    .locator('[data-underline]')
    .evaluate((el) => el.getBoundingClientRect().width);

/** Waits until the card's entrance animation has finished, so the pointer lands where it ends. */
const settled = (page: Page, index: number) =>
  skillCards(page)
    .nth(index)
    .evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));

// Tagged: only projects whose device can hover run it (playwright.config.ts), none skips it.
test('hovering a card highlights its underline @hover', async ({ page }) => {
  await page.goto('/skills');
  await page.mouse.move(0, 0);
  await settled(page, 2);
  expect(await underlineWidth(page, 2)).toBe(0);
  await skillCards(page).nth(2).hover();
  await expect.poll(() => underlineWidth(page, 2)).toBeGreaterThan(40);
});

test('focusing a card highlights its underline', async ({ page }) => {
  await page.goto('/skills');
  await settled(page, 5);
  expect(await underlineWidth(page, 5)).toBe(0);
  await page.keyboard.press('Tab');
  await skillCards(page).nth(5).focus();
  await expect.poll(() => underlineWidth(page, 5)).toBeGreaterThan(40);
});

test('cards enter one after another and 20 particles float behind, hidden from assistive tech', async ({
  page,
}) => {
  await page.goto('/skills');
  const delays = await page
    .getByRole('list', { name: copy.skills.listLabel })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => getComputedStyle(item).animationDelay));
  expect(delays).toEqual(names.map((_, i) => `${i / 10}s`));
  const particles = page.locator('[data-particle]');
  await expect(particles).toHaveCount(20);
  await expect(page.locator('[aria-hidden="true"]:has([data-particle])')).toHaveCount(1);
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the cards appear at once and the particles hold still', async ({ page }) => {
    await page.goto('/skills');
    const durations = await page
      .locator('[data-particle], [aria-label="Skills"] > li')
      .evaluateAll((items) =>
        items.map((item) => parseFloat(getComputedStyle(item).animationDuration)),
      );
    expect(durations).toHaveLength(36);
    expect(durations.every((seconds) => seconds <= 0.001)).toBe(true);
  });
});
