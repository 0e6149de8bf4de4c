// Runs on: desktop, persona desktop
// Because: it sets its own widths, so one run covers them; the persona's long title is the widest
// content.
import { navigation } from '@portfolio/content/navigation';
import { expect, test } from './support/test.ts';
import { at } from './support/addresses.ts';

test('the page never scrolls sideways, and the bar shows each of its controls whole, from 320 px to 1920 px', async ({
  page,
}) => {
  // Each page is opened once and the window widened under it, as a visitor resizing it would: the
  // layout is worked out again at each width when it is measured.
  for (const path of [...navigation.map((entry) => entry.id), '/missing']) {
    await page.setViewportSize({ width: 320, height: 900 });
    await page.goto(at(path));
    for (const width of [320, 375, 768, 900, 1024, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
      // The bar is fixed: what runs past the window's edge scrolls nothing into view, it is cut.
      const cut = await page.evaluate(() =>
        Array.from(document.querySelectorAll('header a, header button, header summary'))
          .filter((control) => {
            const { left, right, width: drawn } = control.getBoundingClientRect();
            // The closed phone menu's links are not drawn.
            return (
              control.checkVisibility({ visibilityProperty: true }) &&
              drawn > 1 &&
              (left < 0 || right > window.innerWidth)
            );
          })
          .map((control) => control.textContent.trim() || control.outerHTML.slice(0, 80)),
      );
      expect(cut, `${path} at ${width}px: the bar's controls past its edge`).toEqual([]);
    }
  }
});
