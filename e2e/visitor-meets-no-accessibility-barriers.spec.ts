// axe-core on every page at phone and desktop width, and with a toast showing (the open phone
// menu is checked in visitor-uses-the-phone-menu.spec.ts): zero violations of WCAG 2.1 A/AA and axe's
// best practices.
//
// Runs on: phone, desktop, phone light, desktop light, persona desktop
// Because: layout and contrast differ by width and by theme; the persona's words and pages are
// other ones.
import { copy } from '@portfolio/content/copy';
import { navigation } from '@portfolio/content/navigation';
import type { Page } from '@playwright/test';
import { accessibilityViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';
import { at } from './support/addresses.ts';

const routes = [...navigation.map((entry) => entry.id), '/no-such-page'];

/**
 * Scroll like a reader, half a screen at a time, each position painted before the next, so every
 * reveal-on-scroll section shows; then let the animations finish.
 */
async function readToTheEnd(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const painted = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const step = window.innerHeight / 2;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await painted();
    }
    window.scrollTo(0, 0);
  });
  await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

for (const route of routes)
  test(`${route} has no accessibility violations @axe`, async ({ page }) => {
    await page.goto(at(route));
    await readToTheEnd(page);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

test('a toast has no accessibility violations @axe', async ({ page }) => {
  await page.goto(at('/contact'));
  await page.getByRole('button', { name: copy.contact.form.send }).click();
  await expect(page.getByText(copy.contact.toasts.required)).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});
