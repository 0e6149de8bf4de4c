// A tap at the first paint is answered: the small controls are plain modules of the site script
// (apps/web/app/entry.client.ts), not React. That script never holds the first paint; a tap made
// before it has run is held by an inline script in the <head> and answered, once, as soon as it is
// ready (docs/decisions/0045). React is held back here for good, as on a phone whose network
// stalls, and the page is used from its first paint.
//
// Runs on: phone, desktop
// Because: a tap and a click are other events; the controls are the same for any content.
import type { Page } from '@playwright/test';
import { copy } from '@portfolio/content/copy';
import { identity } from '@portfolio/content/identity';
import { expect, test, untilIslandsAwake } from './support/test.ts';
import { at } from './support/addresses.ts';
import { menuToggle } from './support/phone-menu.ts';

/** Opens `path` with React never arriving, and hands the page over at its first paint. */
async function openAtFirstPaint(page: Page, path: string): Promise<void> {
  await page.route(/\/react-[\w-]+\.js$/, () => undefined);
  await page.goto(at(path), { waitUntil: 'commit' });
}

/**
 * Opens `path` with the site script held on its way until the returned function is called, and
 * hands the page over as soon as its document arrives.
 */
async function openWithSiteScriptHeld(page: Page, path: string): Promise<() => void> {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/entry\.client-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(at(path), { waitUntil: 'commit' });
  return release;
}

// Pages of the context's own: the suite's `page` hands a page over once it has loaded.
test('the e-mail address tapped for copying at the first paint is copied', async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await openAtFirstPaint(page, '/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: copy.footer.copyEmail }).click();
  await expect(footer.getByRole('button', { name: copy.footer.emailCopied })).toBeVisible();
  await expect(footer.getByText(copy.footer.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(identity.email);
});

test('the mute button and the theme switch tapped at the first paint answer at once, once', async ({
  context,
}) => {
  const page = await context.newPage();
  await openAtFirstPaint(page, '/contact');
  const toggle = page.getByRole('button', { name: copy.navigation.muteLabel });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // The theme switch is in the phone menu on a phone, in the navbar elsewhere.
  if (await menuToggle(page).isVisible()) await menuToggle(page).click();
  const light = page
    .getByRole('group', { name: copy.theme.label })
    .filter({ visible: true })
    .getByRole('button', { name: copy.theme.light, exact: true });
  await light.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(light).toHaveAttribute('aria-pressed', 'true');
  // Once: the page that has loaded since still shows the choices made at its first paint.
  await page.waitForLoadState();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('a key pressed before the page could paint still lets its islands wake', async ({
  context,
}) => {
  // The page's script is held until the key is down: the browser then reports no largest paint
  // at all, which the islands must not wait for forever.
  const page = await context.newPage();
  const release = await openWithSiteScriptHeld(page, '/projects');
  await page.locator('footer').waitFor({ state: 'attached' });
  await page.keyboard.press('Shift');
  release();
  await untilIslandsAwake(page);
});

test('a tap made before the site script has arrived is answered once it has, once', async ({
  context,
}) => {
  const page = await context.newPage();
  const release = await openWithSiteScriptHeld(page, '/contact');
  // The page is painted, whole, with its script still on the way.
  await page.locator('footer').waitFor({ state: 'attached' });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  const toggle = page.getByRole('button', { name: copy.navigation.muteLabel });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  release();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.waitForLoadState();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
});
