// A widget (a React island: apps/web/app/islands/) that fails harms nothing else on the page: its
// code that fails to arrive once is fetched again, and a component that throws as it wakes keeps
// the HTML the build wrote, is reported by its name, and leaves the other islands and the toasts
// working.
//
// Runs on: desktop
// Because: the islands' loader is the same at every width and theme, and for any content; the
// sample has the shape these checks need (a project card whose carousel has arrows, and another).
import { fill } from '@portfolio/content-model/fill';
import { copy } from '@portfolio/content/copy';
import { projects } from '@portfolio/content/projects';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { at } from './support/addresses.ts';

// Found in content rather than assumed: a card whose carousel has arrows once awake, and another
// card to break.
const browsable = projects.findLastIndex((project) => project.images.length > 1);
const broken = projects.findIndex((_, index) => index !== browsable);
if (browsable === -1 || broken === -1)
  throw new Error('These checks need two projects, one with two screenshots or more.');

function card(page: Page, index: number) {
  return page.getByRole('list', { name: copy.projects.listLabel }).getByRole('article').nth(index);
}

/** Keeps, in the page, what the islands report as failed, as a page that listens would. */
async function recordIslandErrors(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const reported: string[] = [];
    Object.assign(window, { reportedIslandErrors: reported });
    document.addEventListener('island:error', (event) => {
      event.preventDefault();
      const { name, error } = (event as CustomEvent<{ name: string; error: unknown }>).detail;
      reported.push(`${name}: ${String(error)}`);
    });
  });
}

/**
 * Keeps the text of every alert the page shows: a success toast closes itself after a second, and
 * the checks before this one (a card scrolled to, an error reported) can take longer than that on
 * a slow machine, so the toast is proven by what was shown rather than what is still there.
 */
async function recordAlerts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown: string[] = [];
    Object.assign(window, { shownAlerts: shown });
    new MutationObserver(() => {
      document.querySelectorAll<HTMLElement>('[role="alert"]').forEach((alert) => {
        const text = alert.innerText;
        if (text !== '' && !shown.includes(text)) shown.push(text);
      });
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const shownAlerts = (page: Page) =>
  page.evaluate(() => (window as unknown as { shownAlerts: string[] }).shownAlerts);

const reportedIslandErrors = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { reportedIslandErrors: string[] }).reportedIslandErrors,
  );

// The island's own file, and the list of where each island's code is (island-code.ts), which the
// loader fetches with React when the page's first island wakes.
for (const [what, file] of [
  ['code', /\/carousel\.island-[\w-]+\.js$/],
  ["code's address", /\/island-code-[\w-]+\.js$/],
] as const)
  test(`an island whose ${what} fails to arrive once is fetched again, and wakes`, async ({
    page,
  }) => {
    const requests: string[] = [];
    await page.route(file, async (route) => {
      requests.push(route.request().url());
      if (requests.length === 1) await route.abort('connectionreset');
      else await route.continue();
    });
    await recordIslandErrors(page);
    await page.goto(at('/projects'));
    const reached = card(page, browsable);
    await reached.scrollIntoViewIfNeeded();
    await expect(reached.getByRole('button', { name: copy.projects.nextImage })).toBeVisible();
    expect(requests).toHaveLength(2);
    expect(await reportedIslandErrors(page)).toEqual([]);
  });

test('an island that throws as it wakes keeps its HTML, is named, and the others and the toasts still work', async ({
  page,
}) => {
  // The broken card's props are ones its component cannot render (as a hand-edited page, or a
  // component with a bug, would give it): it throws as it hydrates.
  await page.route(at('/projects').replace(/^\./, '**'), async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    let index = -1;
    const edited = html.replace(
      /data-island="carousel"([^>]*?)data-props="[^"]*"/g,
      (whole, between: string) => {
        index += 1;
        return index === broken
          ? `data-island="carousel"${between}data-props="{&quot;words&quot;:{}}"`
          : whole;
      },
    );
    expect(index + 1).toBe(projects.length);
    await route.fulfill({ response, body: edited });
  });
  await recordIslandErrors(page);
  await recordAlerts(page);
  // A toast an earlier page kept for this one (the form's thanks, shown on the next page).
  const thanks = fill(copy.contact.toasts.success);
  await page.addInitScript((message) => {
    if (sessionStorage.getItem('kept') === null) {
      sessionStorage.setItem('kept', '1');
      sessionStorage.setItem('portfolio:toast', JSON.stringify({ kind: 'success', message }));
    }
  }, thanks);
  await page.goto(at('/projects'));

  const failed = card(page, broken);
  await failed.scrollIntoViewIfNeeded();
  await expect
    .poll(() => reportedIslandErrors(page))
    .toEqual([expect.stringMatching(/^carousel: /)]);
  // It keeps the strip of screenshots the build wrote, every one of them as a browser without
  // JavaScript shows it, and the card its title and links.
  await expect(failed.getByRole('img').first()).toBeVisible();
  await expect(failed.getByRole('img')).toHaveCount(projects[broken]?.images.length ?? 0);
  await expect(failed.getByRole('heading', { level: 2 })).toHaveText(projects[broken]?.title ?? '');

  await expect.poll(() => shownAlerts(page)).toContainEqual(expect.stringContaining(thanks));
  const reached = card(page, browsable);
  await reached.scrollIntoViewIfNeeded();
  await reached.getByRole('button', { name: copy.projects.nextImage }).click();
  await expect(reached.locator('button[aria-current="true"]')).toHaveAccessibleName(
    fill(copy.projects.showImage, { number: 2, count: projects[browsable]?.images.length ?? 0 }),
  );
});
