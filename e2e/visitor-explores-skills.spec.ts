// Runs on: phone, tablet, desktop, persona desktop
// Because: the grid has other columns at each width (@layout also at 768 px); the persona leaves
// Expertise out of its navigation.
import { fill } from '@portfolio/content-model/fill';
import { copy } from '@portfolio/content/copy';
import type { Page } from '@playwright/test';
import { skills } from '@portfolio/content/skills';
import { expect, test } from './support/test.ts';
import { at } from './support/addresses.ts';
import { hasPage } from './support/site-pages.ts';

// The skills content/skills.ts lists, in its order.
const names = skills.map((skill) => skill.name);

const skillCards = (page: Page) =>
  page.getByRole('list', { name: copy.skills.listLabel }).getByRole('listitem');

// Proven wherever the site has the page (the sample's run does); a site that left it out gets
// the 404 page there (visitor-reaches-a-missing-page.spec.ts).
if (hasPage('/skills')) {
  test('Expertise lists every skill in order under its heading', async ({ page }) => {
    await page.goto(at('/skills'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(copy.skills.heading));
    await expect(page.getByText(fill(copy.skills.intro))).toBeVisible();
    await expect(
      page.getByRole('list', { name: copy.skills.listLabel }).getByRole('listitem'),
    ).toHaveText(names);
  });

  test('the grid has 2, 3, 4 and 6 columns at its breakpoints, and centres a short last row @layout', async ({
    page,
  }) => {
    await page.goto(at('/skills'));
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
      const rows = await grid.evaluate(async (list) => {
        // Cards slide in on load; measure where they come to rest.
        await Promise.all(
          list.getAnimations({ subtree: true }).map((animation) => animation.finished),
        );
        const byTop = new Map<number, DOMRect[]>();
        for (const item of Array.from(list.children)) {
          const box = item.getBoundingClientRect();
          byTop.set(Math.round(box.top), [...(byTop.get(Math.round(box.top)) ?? []), box]);
        }
        const frame = list.getBoundingClientRect();
        return [...byTop.values()].map((boxes) => ({
          count: boxes.length,
          left: Math.min(...boxes.map((box) => box.left)) - frame.left,
          right: frame.right - Math.max(...boxes.map((box) => box.right)),
        }));
      });
      expect(rows[0]?.count, `${width}px`).toBe(Math.min(columns, skills.length));
      for (const row of rows) {
        expect(row.count, `${width}px`).toBeLessThanOrEqual(columns);
        // Full rows span the grid; a short last row sits in the middle, not against the left edge.
        expect(Math.abs(row.left - row.right), `${width}px`).toBeLessThanOrEqual(1);
      }
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
    await page.goto(at('/skills'));
    await page.mouse.move(0, 0);
    const first = 0;
    await settled(page, first);
    expect(await underlineWidth(page, first)).toBe(0);
    await skillCards(page).nth(first).hover();
    await expect.poll(() => underlineWidth(page, first)).toBeGreaterThan(40);
  });

  test('focusing a card highlights its underline', async ({ page }) => {
    const last = skills.length - 1;
    await page.goto(at('/skills'));
    await settled(page, last);
    expect(await underlineWidth(page, last)).toBe(0);
    await page.keyboard.press('Tab');
    await skillCards(page).nth(last).focus();
    await expect.poll(() => underlineWidth(page, last)).toBeGreaterThan(40);
  });

  test('cards enter one after another and 20 particles float behind, hidden from assistive tech', async ({
    page,
  }) => {
    await page.goto(at('/skills'));
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
      await page.goto(at('/skills'));
      const durations = await page
        .locator(`[data-particle], [aria-label="${copy.skills.listLabel}"] > li`)
        .evaluateAll((items) =>
          items.map((item) => parseFloat(getComputedStyle(item).animationDuration)),
        );
      expect(durations).toHaveLength(20 + skills.length);
      expect(durations.every((seconds) => seconds <= 0.001)).toBe(true);
    });
  });
}
