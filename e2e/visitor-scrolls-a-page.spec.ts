// Runs on: phone, desktop
// Because: the navbar hides the same way for any content; touch and wheel scrolling differ.
import { expect, test } from './support/test.ts';
import { at } from './support/addresses.ts';

test('the navbar hides when scrolling down past 10 px and returns when scrolling up', async ({
  page,
}) => {
  await page.goto(at('/'));
  const header = page.getByRole('banner');
  await expect(header).toBeInViewport();

  await page.evaluate(() => window.scrollTo(0, 8));
  // The navbar decides once per animation frame: after two frames its answer to this scroll is in.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await expect(header).toBeInViewport({ ratio: 1 });

  await page.mouse.move(100, 400);
  await page.mouse.wheel(0, 300);
  await expect(header).not.toBeInViewport();

  await page.mouse.wheel(0, -120);
  await expect(header).toBeInViewport();

  await page.mouse.wheel(0, 200);
  await expect(header).not.toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toBeInViewport();
});
