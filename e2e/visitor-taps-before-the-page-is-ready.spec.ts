// A tap between the first paint and hydration is answered, not lost: the bootstrap holds it,
// starts hydration at once, and the control answers once the page is hydrated
// (apps/web/app/lib/early-tap.ts). Hydration is held back here by holding the client entry's
// file until the tap has been made, as a slow phone would.
//
// Runs on: phone, desktop
// Because: a tap and a click are other events; the controls are the same for any content.
import type { Page } from '@playwright/test';
import { copy } from '@portfolio/content/copy';
import { identity } from '@portfolio/content/identity';
import { expect, test } from './support/test.ts';
import { at } from './support/addresses.ts';

declare global {
  interface Window {
    __earlyTap?: unknown;
  }
}

/** Opens `path` with hydration held until the returned function is called. */
async function openBeforeHydration(page: Page, path: string): Promise<() => Promise<void>> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(/\/entry\.client-[\w-]+\.js$/, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  await page.goto(at(path));
  return async () => {
    // The tap asked for the page's code at once, without waiting for the page to settle.
    await expect.poll(() => asked, { message: 'the tap started hydration' }).toBe(true);
    release();
  };
}

// A page of the context's own: the suite's `page` waits for hydration on every navigation.
test('the e-mail address tapped for copying before the page is ready is copied once it is', async ({
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  const release = await openBeforeHydration(page, '/');
  const footer = page.getByRole('contentinfo');
  const button = footer.getByRole('button', { name: copy.footer.copyEmail });
  await button.click();
  // Not hydrated yet: nothing has answered.
  await expect(footer.getByText(copy.footer.copied)).toBeHidden();
  await release();
  await expect(footer.getByRole('button', { name: copy.footer.emailCopied })).toBeVisible();
  await expect(footer.getByText(copy.footer.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(identity.email);
});

test('the mute button tapped before the page is ready mutes once it is, and only once', async ({
  context,
}) => {
  const page = await context.newPage();
  const release = await openBeforeHydration(page, '/contact');
  const toggle = page.getByRole('button', { name: copy.navigation.muteLabel });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await release();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => page.evaluate(() => window.__earlyTap)).toBeUndefined();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
});
