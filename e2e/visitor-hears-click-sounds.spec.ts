// Runs on: desktop
// Because: a click plays the same sound at any width and whoever's links are clicked.
import { profiles } from '@portfolio/content-model/profiles';
import { homeLinkName, titleOf } from './support/page-titles.ts';
import { copy } from '@portfolio/content/copy';
import { installSoundSpy, soundPlays } from './support/sound-spy.ts';
import { clickNavEntry, expect, test, untilSiteScriptReady } from './support/test.ts';
import { at } from './support/addresses.ts';
import { largestPaintTime } from './support/largest-paint.ts';
import { longPage, sitePages } from './support/site-pages.ts';

test.beforeEach(async ({ page }) => {
  await installSoundSpy(page);
});

test('each navigation click plays the navigation sound', async ({ page }) => {
  await page.goto(at('/'));
  // Every other page of the navigation, then back home.
  const clicked = [...sitePages.filter((path) => path !== '/'), '/'];
  for (const path of clicked) await clickNavEntry(page, titleOf(path));
  expect(await soundPlays(page)).toEqual(clicked.map(() => 'navigation-click'));
});

test('the Home buttons and profile links play the action sound; other links stay quiet', async ({
  page,
  context,
}) => {
  // A visitor who arrives on a page looks at it before the next click: its script has run.
  const arrive = async (path: string) => {
    await expect(page).toHaveURL(at(path));
    await untilSiteScriptReady(page);
  };
  await page.goto(at('/'));
  await page.getByRole('link', { name: copy.home.primaryAction }).click();
  await arrive('/projects');
  await page.getByRole('link', { name: homeLinkName }).click();
  await arrive('/');
  await page.getByRole('link', { name: copy.home.secondaryAction }).click();
  await arrive('/contact');
  await page.getByRole('link', { name: copy.footer.action }).click();
  await arrive('/contact');
  await page.getByRole('link', { name: homeLinkName }).click();
  await arrive('/');

  const webProfiles = profiles.filter((profile) => profile.newTab);
  for (const profile of webProfiles) {
    const popup = context.waitForEvent('page');
    await page
      .getByRole('list', { name: copy.home.profilesLabel })
      .getByRole('link', { name: `${profile.label} ${copy.opensInNewTab}` })
      .click();
    await (await popup).close();
  }
  expect(await soundPlays(page)).toEqual(
    Array<string>(2 + webProfiles.length).fill('action-click'),
  );
});

test('muting silences every click and is remembered on the next visit', async ({ page }) => {
  await page.goto(at('/'));
  const toggle = page.getByRole('button', { name: copy.navigation.muteLabel });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: copy.home.secondaryAction }).click();
  await expect(page).toHaveURL(at('/contact'));
  // Any other page of the owner's navigation (Projects is always there).
  const elsewhere = sitePages.find((path) => path !== '/' && path !== '/contact') ?? '/';
  await clickNavEntry(page, titleOf(elsewhere));
  expect(await soundPlays(page)).toEqual([]);

  await page.reload();
  await expect(page.getByRole('button', { name: copy.navigation.muteLabel })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: copy.navigation.muteLabel }).click();
  await clickNavEntry(page, titleOf('/'));
  expect(await soundPlays(page)).toEqual(['navigation-click']);
});

test('each page fetches the two sound files once, after its largest paint, not on every click', async ({
  page,
}) => {
  // The browser's cache serves them from the second page on (they are hashed and cached for a
  // year); a test with routes has no cache, so each page is seen fetching them, once each.
  const fetchedHere = async () => {
    const painted = await largestPaintTime(page);
    return page.evaluate((paintedAt) => {
      const sounds = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.wav'));
      return {
        files: sounds.map((entry) => new URL(entry.name).pathname.split('/').pop() ?? ''),
        afterLoad: sounds.every((entry) => entry.startTime > paintedAt),
      };
    }, painted);
  };
  await page.goto(at('/'));
  await page.waitForLoadState('networkidle');
  for (const path of [longPage, '/', '/contact']) {
    await clickNavEntry(page, titleOf(path));
    // Fetched once the page's largest paint is known, which a busy machine may take a while
    // to report: waited for, not assumed by the time the network first goes quiet.
    await expect
      .poll(async () => (await fetchedHere()).files.length, path)
      .toBeGreaterThanOrEqual(2);
    await page.waitForLoadState('networkidle');
    const { files, afterLoad } = await fetchedHere();
    // Each of the two once: a click fetches nothing.
    expect(files, path).toHaveLength(2);
    expect(new Set(files).size, path).toBe(2);
    expect(afterLoad, path).toBe(true);
  }
});
