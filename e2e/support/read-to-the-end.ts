import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/**
 * Scroll like a reader, bringing each reveal-on-scroll block to the middle of the screen in turn
 * (its observer's margins may leave the screen's edges out), until none is left waiting to be seen:
 * a block first observed after the reader passed it is brought back. Then let the animations
 * finish. Each step waits for what a reader would see, not for frames or time.
 */
export async function readToTheEnd(page: Page): Promise<void> {
  const toTheMiddle = (block: Locator) =>
    block.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  for (const block of await page.locator('[data-reveal]').all()) await toTheMiddle(block);
  const waiting = page.locator('[data-reveal="hidden"]');
  // One at a time, found anew each turn: a block revealed meanwhile no longer matches.
  await expect(async () => {
    await page.evaluate(() =>
      document.querySelector('[data-reveal="hidden"]')?.scrollIntoView({ block: 'center' }),
    );
    await expect(waiting).toHaveCount(0, { timeout: 1_000 });
  }).toPass();
  await page.evaluate(() => window.scrollTo(0, 0));
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
