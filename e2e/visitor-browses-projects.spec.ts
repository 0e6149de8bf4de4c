// Runs on: phone, tablet, desktop, persona desktop
// Because: the cards' grid and the carousel's controls change with the width (touch, hover, 768 px
// for @layout); the persona has one project with one screenshot.
import { fill } from '@portfolio/content-model/fill';
import { copy } from '@portfolio/content/copy';
import { projects } from '@portfolio/content/projects';
import { projectSlug } from '@portfolio/content-model/project-slug';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { at } from './support/addresses.ts';
import {
  firstPictureAddresses,
  islandWokeAt,
  noteIslandWaking,
  picturesFetchedBefore,
} from './support/island-wakes.ts';

const intro = fill(copy.projects.intro);

/** A dot's accessible name for any of these image numbers, whatever the card's count. */
function dot(...numbers: number[]): RegExp {
  const [before = '', after = ''] = copy.projects.showImage.split('{number}');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `^${escape(before)}(${numbers.join('|')})${escape(after).replace(escape('{count}'), '\\d+')}$`,
  );
}

// The cards these checks use, found in content rather than assumed: one whose carousel runs
// through at least three images, and one with arrows (more than one image).
const autoplaying = projects.findIndex((project) => project.images.length >= 3);
const withArrows = projects.findIndex((project, index) => index > 0 && project.images.length > 1);
const browsable =
  withArrows === -1 ? projects.findIndex((project) => project.images.length > 1) : withArrows;

function card(page: Page, index: number) {
  return page.getByRole('list', { name: copy.projects.listLabel }).getByRole('article').nth(index);
}

/**
 * Scrolls to a card, as a visitor does: a card's carousel takes over from the prerendered strip of
 * screenshots once the card comes near the screen.
 */
async function reachCard(page: Page, index: number) {
  const reached = card(page, index);
  await reached.scrollIntoViewIfNeeded();
  return reached;
}

function currentDot(page: Page, index: number) {
  return card(page, index).locator('button[aria-current="true"]');
}

test('Projects shows its heading, introduction and a card per project with title, tags and live link', async ({
  page,
}) => {
  await page.goto(at('/projects'));
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

test("until a card's carousel wakes, the page fetches no screenshot of it but the first", async ({
  page,
}) => {
  await noteIslandWaking(page, 'carousel');
  const response = await page.goto(at('/projects'));
  const early = await picturesFetchedBefore(page, await islandWokeAt(page, 'carousel'));
  // Every address a card's first picture may come from, as the build wrote the page.
  const firsts = ((await response?.text()) ?? '')
    .split('<article')
    .slice(1)
    .flatMap((article) => firstPictureAddresses(article, page.url()));
  expect(early.length).toBeGreaterThan(0);
  expect(early.filter((address) => !firsts.includes(address))).toEqual([]);
});

test('cards sit one per row on phones and two per row from 768 px, a lone last card centred @layout', async ({
  page,
}) => {
  await page.goto(at('/projects'));
  const width = page.viewportSize()?.width ?? 0;
  const perRow = width >= 768 ? 2 : 1;
  // The grid cells, not the cards: cards slide in on load and would be measured mid-flight.
  const list = page.getByRole('list', { name: copy.projects.listLabel });
  const frame = await list.boundingBox();
  const cells = await list.locator('> li').evaluateAll((items) =>
    items.map((item) => {
      const box = item.getBoundingClientRect();
      return { x: box.x + window.scrollX, y: box.y + window.scrollY, width: box.width };
    }),
  );
  if (!frame) throw new Error('grid not laid out');
  expect(cells).toHaveLength(projects.length);
  for (const [index, cell] of cells.entries()) {
    const rowStart = cells[index - (index % perRow)];
    expect(Math.abs(cell.y - (rowStart?.y ?? 0)), `card ${index}`).toBeLessThan(2);
    if (index % perRow === 0 && index > 0)
      expect(cell.y, `card ${index}`).toBeGreaterThan(cells[index - 1]?.y ?? 0);
  }
  // Every row, the last included, sits in the middle of the grid.
  for (let start = 0; start < cells.length; start += perRow) {
    const row = cells.slice(start, start + perRow);
    const left = Math.min(...row.map((cell) => cell.x)) - frame.x;
    const right = frame.x + frame.width - Math.max(...row.map((cell) => cell.x + cell.width));
    expect(Math.abs(left - right), `row from card ${start}`).toBeLessThan(2);
  }
});

test('only a project with more than one screenshot has arrows and dots', async ({ page }) => {
  await page.goto(at('/projects'));
  for (const [index, project] of projects.entries()) {
    const count = project.images.length;
    await expect((await reachCard(page, index)).getByRole('button'), project.title).toHaveCount(
      count > 1 ? count + 2 : 0,
    );
  }
});

// A carousel runs through three images or more: proven wherever a project has that many (the
// sample's run, and project-carousel.test.tsx on fixtures).
if (autoplaying !== -1) {
  test('a carousel advances by itself and loops @any-width', async ({ page }) => {
    await page.goto(at('/projects'));
    await expect(currentDot(page, autoplaying)).toHaveAccessibleName(dot(1));
    await expect(currentDot(page, autoplaying)).toHaveAccessibleName(dot(2), { timeout: 4000 });
    await expect(currentDot(page, autoplaying)).toHaveAccessibleName(dot(3), { timeout: 4000 });
  });
}

// Arrows and dots need a project with more than one screenshot: proven wherever content has one
// (the sample's run, and project-carousel.test.tsx on fixtures).
if (browsable !== -1) {
  test('arrows appear on hover and step through the images, wrapping backwards', async ({
    page,
  }) => {
    await page.goto(at('/projects'));
    const carousel = (await reachCard(page, browsable)).getByRole('group', {
      name: fill(copy.projects.screenshotsLabel, { title: projects[browsable]?.title ?? '' }),
    });
    const next = carousel.getByRole('button', { name: copy.projects.nextImage });
    const canHover = await page.evaluate(() => matchMedia('(hover: hover)').matches);
    if (canHover) {
      await page.mouse.move(0, 0);
      await expect.poll(() => next.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    }
    await carousel.hover();
    await expect.poll(() => next.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');

    const count = projects[browsable]?.images.length ?? 0;
    // The carousel advances every 2 s on its own; showing the first image by its dot holds it for
    // 5 s, so a slow machine cannot move it between the check above and the arrow click.
    await carousel
      .getByRole('button', { name: fill(copy.projects.showImage, { number: 1, count }) })
      .click();
    await expect(currentDot(page, browsable)).toHaveAccessibleName(
      fill(copy.projects.showImage, { number: 1, count }),
    );
    await carousel.getByRole('button', { name: copy.projects.previousImage }).click();
    await expect(currentDot(page, browsable)).toHaveAccessibleName(
      fill(copy.projects.showImage, { number: count, count }),
    );
    await next.click();
    await expect(currentDot(page, browsable)).toHaveAccessibleName(
      fill(copy.projects.showImage, { number: 1, count }),
    );
  });
}

// A right-to-left language's page is this one with <html dir="rtl">, as its build writes it: the
// same markup, mirrored by the stylesheet's logical properties. The persona, whose Arabic is right
// to left, has no project with arrows, so the sample's are laid right to left here.
if (browsable !== -1) {
  test('laid right to left, the arrows of a card and of a project’s larger view go the way the text reads', async ({
    page,
  }) => {
    const project = projects[browsable];
    if (!project) throw new Error('no project with more than one screenshot');
    const count = project.images.length;
    await page.goto(at('/projects'));
    await page.evaluate(() => {
      document.documentElement.dir = 'rtl';
    });
    const carousel = (await reachCard(page, browsable)).getByRole('group', {
      name: fill(copy.projects.screenshotsLabel, { title: project.title }),
    });
    const previous = carousel.getByRole('button', { name: copy.projects.previousImage });
    const next = carousel.getByRole('button', { name: copy.projects.nextImage });
    const centre = async (button: typeof next) => {
      const box = await button.boundingBox();
      return (box?.x ?? 0) + (box?.width ?? 0) / 2;
    };
    expect(await centre(previous)).toBeGreaterThan(await centre(next));
    // Each chevron points where its button goes: mirrored (Tailwind's scale, CSS's `scale`).
    for (const button of [previous, next])
      expect(await button.locator('svg').evaluate((icon) => getComputedStyle(icon).scale)).toMatch(
        /^-1\b/,
      );
    await carousel
      .getByRole('button', { name: fill(copy.projects.showImage, { number: 1, count }) })
      .click();
    await next.click();
    await expect(currentDot(page, browsable)).toHaveAccessibleName(
      fill(copy.projects.showImage, { number: 2, count }),
    );

    // The larger view: the arrow key pointing the way the text reads (left) goes forward; with
    // three screenshots or more (as wherever a carousel autoplays), back would be another one.
    const viewed = projects[autoplaying] ?? project;
    await page.goto(at(`/projects/${projectSlug(viewed)}`));
    await page.evaluate(() => {
      document.documentElement.dir = 'rtl';
    });
    const shot = (number: number) =>
      fill(copy.projects.screenshotAlt, {
        title: viewed.title,
        number,
        count: viewed.images.length,
      });
    await page
      .getByRole('main')
      .getByRole('link', { name: shot(1), exact: true })
      .click();
    const view = page.getByRole('dialog');
    await expect(view).toHaveAccessibleName(shot(1));
    await page.keyboard.press('ArrowLeft');
    await expect(view).toHaveAccessibleName(shot(2));
    await page.keyboard.press('ArrowRight');
    await expect(view).toHaveAccessibleName(shot(1));
  });
}

// As above: a dot needs a project with more than one screenshot.
if (browsable !== -1) {
  test('a dot shows its image', async ({ page }) => {
    await page.goto(at('/projects'));
    const project = projects[browsable];
    if (!project) throw new Error('no project with more than one screenshot');
    const count = project.images.length;
    // The last image: never the one showing when the page opens.
    const number = count;
    await (
      await reachCard(page, browsable)
    )
      .getByRole('button', { name: fill(copy.projects.showImage, { number, count }) })
      .click();
    await expect(currentDot(page, browsable)).toHaveAccessibleName(
      fill(copy.projects.showImage, { number, count }),
    );
    const shown = card(page, browsable).getByRole('img', {
      name: fill(copy.projects.screenshotAlt, { title: project.title, number, count }),
    });
    await expect
      .poll(() =>
        shown.evaluate((img) => getComputedStyle(img.closest('[aria-hidden]') ?? img).opacity),
      )
      .toBe('1');
    // Shown is not yet loaded: a picture mounted by the dot's click arrives over the network.
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
  });
}

test('the live link opens the live site in a new tab @any-width', async ({ page, context }) => {
  await page.goto(at('/projects'));
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
  await page.goto(at('/projects'));
  await page.waitForLoadState('networkidle');
  const lastCard = card(page, projects.length - 1)
    .locator('img')
    .first();
  const lastSrc = await lastCard.evaluate(
    (img: HTMLImageElement) => new URL(img.currentSrc || img.src, location.href).pathname,
  );
  // Chromium loads lazy images up to 2500 px ahead; only a card further down must wait.
  const below = await lastCard.evaluate((img) => img.getBoundingClientRect().top - innerHeight);
  expect(fetched.has(lastSrc)).toBe(below < 2500);
  await lastCard.scrollIntoViewIfNeeded();
  await expect
    .poll(() => lastCard.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
});

// As above: a carousel that would run needs three images or more.
if (autoplaying !== -1) {
  test.describe('under reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('a carousel holds still', async ({ page }) => {
      await page.clock.install();
      await page.goto(at('/projects'));
      // Holding still is a claim about time: the page's clock runs past two autoplay steps.
      await page.clock.runFor(4500);
      await expect(currentDot(page, autoplaying)).toHaveAccessibleName(dot(1));
    });
  });
}

// As above: a carousel that would run needs three images or more.
if (autoplaying !== -1) {
  test('a carousel pauses while off screen and while the tab is hidden @any-width', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(at('/projects'));
    // The carousel takes over once the page has painted and the card has come near the screen
    // (its island wakes then: carousel.island.tsx); a visitor who scrolls past before then finds
    // the strip when they come back. Seen running first, then sent off screen.
    await card(page, autoplaying).scrollIntoViewIfNeeded();
    await expect(currentDot(page, autoplaying)).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole('contentinfo')).toBeInViewport();
    const offScreen = await currentDot(page, autoplaying).getAttribute('aria-label');
    await page.clock.runFor(4500);
    await expect(currentDot(page, autoplaying)).toHaveAttribute('aria-label', offScreen ?? '');

    // Back on screen it moves again: the page's clock runs one autoplay step at a time until it has.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect
      .poll(async () => {
        await page.clock.runFor(2100);
        return currentDot(page, autoplaying).getAttribute('aria-label');
      })
      .not.toMatch(dot(1, 2));
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    // Read once hidden: the installed clock still flows in real time, so a step could land between
    // reading the dot and hiding the tab.
    const before = await currentDot(page, autoplaying).getAttribute('aria-label');
    await page.clock.runFor(4500);
    await expect(currentDot(page, autoplaying)).toHaveAttribute('aria-label', before ?? '');
  });
}
