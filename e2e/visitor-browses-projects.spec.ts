import { fill } from '@portfolio/content/schema/fill';
import { copy } from '@portfolio/content/copy';
import { projects } from '@portfolio/content/projects';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

const intro = fill(copy.projects.intro);

/** A dot's accessible name for any of these image numbers, whatever the card's count. */
function dot(...numbers: number[]): RegExp {
  const [before = '', after = ''] = copy.projects.showImage.split('{number}');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `^${escape(before)}(${numbers.join('|')})${escape(after).replace(escape('{count}'), '\\d+')}$`,
  );
}

function card(page: Page, index: number) {
  return page.getByRole('list', { name: copy.projects.listLabel }).getByRole('article').nth(index);
}

function currentDot(page: Page, index: number) {
  return card(page, index).locator('button[aria-current="true"]');
}

test('Projects shows its heading, introduction and a card per project with title, tags and live link', async ({
  page,
}) => {
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(copy.projects.heading));
  await expect(page.getByText(intro)).toBeVisible();
  const titles = page
    .getByRole('list', { name: copy.projects.listLabel })
    .getByRole('heading', { level: 2 });
  await expect(titles).toHaveText(projects.map((project) => project.title));
  for (const [index, project] of projects.entries()) {
    await expect(
      card(page, index)
        .getByRole('list', { name: copy.projects.technologiesLabel })
        .getByRole('listitem'),
    ).toHaveText(project.tags);
    await expect(
      card(page, index).getByRole('link', { name: new RegExp(`^${copy.projects.liveLink}`) }),
    ).toHaveAttribute('href', project.liveLink);
  }
  for (const [index, project] of projects.entries()) {
    // The repository link is kept in content for the owner but never shown on a card.
    await expect(card(page, index).locator(`a[href="${project.repoLink}"]`)).toHaveCount(0);
  }
});

test('cards sit one per row on phones and two per row from 768 px', async ({ page }) => {
  await page.goto('/projects');
  const width = page.viewportSize()?.width ?? 0;
  // The grid cells, not the cards: cards slide in on load and would be measured mid-flight.
  const cells = page.locator('[aria-label="Projects"] > li');
  const first = await cells.nth(0).boundingBox();
  const second = await cells.nth(1).boundingBox();
  if (!first || !second) throw new Error('cards not laid out');
  if (width >= 768) expect(Math.abs(first.y - second.y)).toBeLessThan(2);
  else expect(second.y).toBeGreaterThan(first.y + first.height);
});

test('a carousel advances by itself and loops', async ({ page }) => {
  await page.goto('/projects');
  await expect(currentDot(page, 0)).toHaveAccessibleName(dot(1));
  await expect(currentDot(page, 0)).toHaveAccessibleName(dot(2), { timeout: 4000 });
  await expect(currentDot(page, 0)).toHaveAccessibleName(dot(3), { timeout: 4000 });
});

test('arrows appear on hover and step through the images, wrapping backwards', async ({ page }) => {
  await page.goto('/projects');
  const carousel = card(page, 1).getByRole('group', { name: /screenshots$/ });
  const next = carousel.getByRole('button', { name: copy.projects.nextImage });
  const canHover = await page.evaluate(() => matchMedia('(hover: hover)').matches);
  if (canHover) {
    await page.mouse.move(0, 0);
    await expect.poll(() => next.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
  }
  await carousel.hover();
  await expect.poll(() => next.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');

  const count = projects[1]?.images.length ?? 0;
  // The carousel advances every 2 s on its own; showing the first image by its dot holds it for
  // 5 s, so a slow machine cannot move it between the check above and the arrow click.
  await carousel
    .getByRole('button', { name: fill(copy.projects.showImage, { number: 1, count }) })
    .click();
  await expect(currentDot(page, 1)).toHaveAccessibleName(
    fill(copy.projects.showImage, { number: 1, count }),
  );
  await carousel.getByRole('button', { name: copy.projects.previousImage }).click();
  await expect(currentDot(page, 1)).toHaveAccessibleName(
    fill(copy.projects.showImage, { number: count, count }),
  );
  await next.click();
  await expect(currentDot(page, 1)).toHaveAccessibleName(
    fill(copy.projects.showImage, { number: 1, count }),
  );
});

test('a dot shows its image', async ({ page }) => {
  await page.goto('/projects');
  const project = projects[0];
  if (!project) throw new Error('no projects');
  const count = project.images.length;
  await card(page, 0)
    .getByRole('button', { name: fill(copy.projects.showImage, { number: 4, count }) })
    .click();
  await expect(currentDot(page, 0)).toHaveAccessibleName(
    fill(copy.projects.showImage, { number: 4, count }),
  );
  const shown = card(page, 0).getByRole('img', {
    name: fill(copy.projects.screenshotAlt, { title: project.title, number: 4, count }),
  });
  await expect
    .poll(() =>
      shown.evaluate((img) => getComputedStyle(img.closest('[aria-hidden]') ?? img).opacity),
    )
    .toBe('1');
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('Visit Live opens the live site in a new tab', async ({ page, context }) => {
  await page.goto('/projects');
  const project = projects[0];
  if (!project) throw new Error('no projects');
  const opened = context.waitForEvent('page');
  await card(page, 0)
    .getByRole('link', { name: new RegExp(`^${copy.projects.liveLink}`) })
    .click();
  await expect(await opened).toHaveURL(`${project.liveLink}/`);
  await expect(
    card(page, 0).getByRole('link', { name: new RegExp(`^${copy.projects.liveLink}`) }),
  ).toHaveAttribute('rel', 'noopener noreferrer');
});

test('screenshots below the fold are not fetched until the visitor scrolls near them', async ({
  page,
}) => {
  // A phone-sized window puts the last card thousands of pixels down, beyond any lazy-load margin.
  await page.setViewportSize({ width: 375, height: 700 });
  const fetched = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'image') fetched.add(new URL(request.url()).pathname);
  });
  await page.goto('/projects');
  await page.waitForLoadState('networkidle');
  const lastCard = card(page, 7).locator('img').first();
  const lastSrc = await lastCard.evaluate(
    (img: HTMLImageElement) => new URL(img.currentSrc || img.src, location.href).pathname,
  );
  expect(fetched.has(lastSrc)).toBe(false);
  await lastCard.scrollIntoViewIfNeeded();
  await expect
    .poll(() => lastCard.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a carousel holds still', async ({ page }) => {
    await page.clock.install();
    await page.goto('/projects');
    // Holding still is a claim about time: the page's clock runs past two autoplay steps.
    await page.clock.runFor(4500);
    await expect(currentDot(page, 0)).toHaveAccessibleName(dot(1));
  });
});

test('a carousel pauses while off screen and while the tab is hidden', async ({ page }) => {
  await page.clock.install();
  await page.goto('/projects');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole('contentinfo')).toBeInViewport();
  const offScreen = await currentDot(page, 0).getAttribute('aria-label');
  await page.clock.runFor(4500);
  await expect(currentDot(page, 0)).toHaveAttribute('aria-label', offScreen ?? '');

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(currentDot(page, 0)).not.toHaveAccessibleName(dot(1, 2), {
    timeout: 5000,
  });
  const before = await currentDot(page, 0).getAttribute('aria-label');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.clock.runFor(4500);
  await expect(currentDot(page, 0)).toHaveAttribute('aria-label', before ?? '');
});
