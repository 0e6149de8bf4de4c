import { projects } from '@portfolio/content/projects';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

const intro =
  "Here are some of the projects I've worked on, showcasing my passion for building clean, functional, and beautiful web applications.";

function card(page: Page, index: number) {
  return page.getByRole('list', { name: 'Projects' }).getByRole('article').nth(index);
}

function currentDot(page: Page, index: number) {
  return card(page, index).locator('button[aria-current="true"]');
}

test('Projects shows its heading, introduction and 8 cards with title, tags and Visit Live', async ({
  page,
}) => {
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Explore My Exceptional Projects',
  );
  await expect(page.getByText(intro)).toBeVisible();
  const titles = page.getByRole('list', { name: 'Projects' }).getByRole('heading', { level: 2 });
  await expect(titles).toHaveText(projects.map((project) => project.title));
  for (const [index, project] of projects.entries()) {
    await expect(
      card(page, index).getByRole('list', { name: 'Technologies' }).getByRole('listitem'),
    ).toHaveText(project.tags);
    await expect(card(page, index).getByRole('link', { name: /Visit Live/ })).toHaveAttribute(
      'href',
      project.liveLink,
    );
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
  await expect(currentDot(page, 0)).toHaveAccessibleName(/^Show image 1 of/);
  await expect(currentDot(page, 0)).toHaveAccessibleName(/^Show image 2 of/, { timeout: 4000 });
  await expect(currentDot(page, 0)).toHaveAccessibleName(/^Show image 3 of/, { timeout: 4000 });
});

test('arrows appear on hover and step through the images, wrapping backwards', async ({ page }) => {
  await page.goto('/projects');
  const carousel = card(page, 1).getByRole('group', { name: /screenshots$/ });
  const next = carousel.getByRole('button', { name: 'Next image' });
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
  await carousel.getByRole('button', { name: `Show image 1 of ${count}` }).click();
  await expect(currentDot(page, 1)).toHaveAccessibleName(`Show image 1 of ${count}`);
  await carousel.getByRole('button', { name: 'Previous image' }).click();
  await expect(currentDot(page, 1)).toHaveAccessibleName(`Show image ${count} of ${count}`);
  await next.click();
  await expect(currentDot(page, 1)).toHaveAccessibleName(`Show image 1 of ${count}`);
});

test('a dot shows its image', async ({ page }) => {
  await page.goto('/projects');
  const project = projects[0];
  if (!project) throw new Error('no projects');
  const count = project.images.length;
  await card(page, 0)
    .getByRole('button', { name: `Show image 4 of ${count}` })
    .click();
  await expect(currentDot(page, 0)).toHaveAccessibleName(`Show image 4 of ${count}`);
  const shown = card(page, 0).getByRole('img', {
    name: `${project.title}, screenshot 4 of ${count}`,
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
    .getByRole('link', { name: /Visit Live/ })
    .click();
  await expect(await opened).toHaveURL(`${project.liveLink}/`);
  await expect(card(page, 0).getByRole('link', { name: /Visit Live/ })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
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
    await expect(currentDot(page, 0)).toHaveAccessibleName(/^Show image 1 of/);
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
  await expect(currentDot(page, 0)).not.toHaveAccessibleName(/^Show image (1|2) of/, {
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
