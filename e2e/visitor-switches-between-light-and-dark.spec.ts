// Light and dark: the site follows the device until the visitor chooses in the navbar (the phone
// menu on a phone); the choice is kept across visits and is on the page before its first paint.
// With JavaScript off the device's setting holds: visitor-reads-without-javascript.spec.ts.
//
// Runs on: phone, desktop, static host
// Because: the switch is in the phone menu or the navbar; the static host allows the theme script
// by its hash in the pages' own policy. Its words in another language are read by the persona's
// phone-menu and axe runs.
import { copy } from '@portfolio/content/copy';
import { navigation } from '@portfolio/content/navigation';
import type { Page } from '@playwright/test';
import { at } from './support/addresses.ts';
import { pageLightness } from './support/theme.ts';
import { expect, mainNav, revealNavigation, test } from './support/test.ts';

declare global {
  interface Window {
    firstPaintCheck?: { themeAtBody: string; violations: string[] };
  }
}

async function chooseTheme(page: Page, name: string): Promise<void> {
  await revealNavigation(page);
  const group = mainNav(page).getByRole('group', { name: copy.theme.label });
  await group.getByRole('button', { name }).click();
  await expect(group.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
}

/** The theme-color metas' colours, and the page's background, all as rgb(…). */
async function browserColours(page: Page): Promise<{ metas: string[]; page: string }> {
  return page.evaluate(() => {
    const rgb = (hex: string) =>
      `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
    const metas = Array.from(
      document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]'),
    );
    return {
      metas: metas
        .filter((meta) => meta.media === '' || matchMedia(meta.media).matches)
        .map((meta) => rgb(meta.content)),
      page: getComputedStyle(document.documentElement).backgroundColor,
    };
  });
}

for (const scheme of ['light', 'dark'] as const)
  test(`with no choice made, the site is ${scheme} on a ${scheme} device and follows it when it changes`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(at('/'));
    expect(await pageLightness(page)).toBe(scheme);
    const colours = await browserColours(page);
    expect(colours.metas).toEqual([colours.page]);
    const other = scheme === 'light' ? 'dark' : 'light';
    await page.emulateMedia({ colorScheme: other });
    await expect.poll(() => pageLightness(page)).toBe(other);
  });

test('the navbar’s switch changes the theme, and the choice is kept on the next visit', async ({
  page,
  context,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(at('/'));
  await chooseTheme(page, copy.theme.light);
  expect(await pageLightness(page)).toBe('light');
  // The browser's own chrome follows the choice, whatever the device says.
  const colours = await browserColours(page);
  expect(colours.metas).toEqual([colours.page]);

  const later = await context.newPage();
  await later.emulateMedia({ colorScheme: 'dark' });
  await later.goto(at(navigation.at(-1)?.id ?? '/'));
  expect(await pageLightness(later)).toBe('light');
  await chooseTheme(later, copy.theme.dark);
  expect(await pageLightness(later)).toBe('dark');
  // An open tab takes a choice made in another.
  await expect.poll(() => pageLightness(page)).toBe('dark');

  await chooseTheme(later, copy.theme.system);
  await later.emulateMedia({ colorScheme: 'light' });
  await later.reload();
  expect(await pageLightness(later)).toBe('light');
});

test('a saved choice is on every page before its first paint, under the strict CSP @any-width', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(at('/'));
  await chooseTheme(page, copy.theme.dark);
  await page.addInitScript(() => {
    const check = { themeAtBody: 'not seen', violations: [] as string[] };
    window.firstPaintCheck = check;
    document.addEventListener('securitypolicyviolation', (event) =>
      check.violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
    // Nothing is painted before the <body> exists; the observer runs before the task that parsed
    // it ends, so before any chance to paint.
    const observer = new MutationObserver(() => {
      if (document.querySelector('body') === null) return;
      check.themeAtBody = document.documentElement.dataset.theme ?? 'none';
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  for (const entry of navigation) {
    await page.goto(at(entry.id));
    expect(await page.evaluate(() => window.firstPaintCheck), entry.id).toEqual({
      themeAtBody: 'dark',
      violations: [],
    });
    expect(await pageLightness(page)).toBe('dark');
  }
});
