// A page per project (/projects/<slug>): reached from its card's title, with its own head tags,
// sharing card and JSON-LD, the write-up, every screenshot with a larger view that works from the
// keyboard, the live (and, where the owner chose, the repository) link, and its neighbours.
//
// Runs on: phone, desktop, phone light, desktop light, static host, persona desktop
// Because: the gallery and its larger view are laid out per width; axe runs in both themes (@axe);
// the static host serves the pages and pictures under /portfolio/; the persona's project has one
// screenshot and no write-up.
import { copy } from '@portfolio/content/copy';
import { identity } from '@portfolio/content/identity';
import { projects } from '@portfolio/content/projects';
import { fill } from '@portfolio/content-model/fill';
import { projectSlug } from '@portfolio/content-model/project-slug';
import type { Project } from '@portfolio/content-model/projects-schema';
import { at, hrefOf, publicSiteUrl } from './support/addresses.ts';
import { accessibilityViolations } from './support/axe.ts';
import {
  firstPictureAddresses,
  islandWokeAt,
  noteIslandWaking,
  picturesFetchedBefore,
} from './support/island-wakes.ts';
import { expect, test } from './support/test.ts';

const pathOf = (project: Project) => `/projects/${projectSlug(project)}`;
const absolute = (path: string) =>
  new URL(path.slice(1), publicSiteUrl.endsWith('/') ? publicSiteUrl : `${publicSiteUrl}/`).href;
const alt = (project: Project, number: number) =>
  fill(copy.projects.screenshotAlt, { title: project.title, number, count: project.images.length });
const [first] = projects;
if (first === undefined) throw new Error('content/projects.ts has no project');

test('each card’s title leads to the project’s page', async ({ page }) => {
  await page.goto(at('/projects'));
  for (const project of projects)
    await expect(
      page
        .getByRole('heading', { level: 2 })
        .getByRole('link', { name: project.title, exact: true }),
    ).toHaveAttribute('href', hrefOf(pathOf(project)));
  await page
    .getByRole('heading', { level: 2 })
    .getByRole('link', { name: first.title, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`${hrefOf(pathOf(first))}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
});

test('every project page has its own title, description, address, sharing card and JSON-LD, and is in the sitemap', async ({
  request,
}) => {
  const sitemap = await (await request.get(at('/sitemap.xml'))).text();
  for (const project of projects) {
    const response = await request.get(at(pathOf(project)));
    expect(response.status(), project.title).toBe(200);
    const html = await response.text();
    const attribute = (pattern: RegExp) => pattern.exec(html)?.[1]?.replaceAll('&amp;', '&');
    expect(attribute(/<title>([^<]*)<\/title>/)).toBe(`${project.title} | ${identity.fullName}`);
    expect(attribute(/<meta name="description" content="([^"]*)"/)).toBe(project.description);
    expect(attribute(/<link rel="canonical" href="([^"]*)"/)).toBe(absolute(pathOf(project)));
    const card = attribute(/<meta property="og:image" content="([^"]*)"/) ?? '';
    expect(card).toBe(absolute(`/og/projects/${projectSlug(project)}.png`));
    const image = await request.get(at(new URL(card).pathname.slice(hrefOf('/').length - 1)));
    expect(image.headers()['content-type']).toBe('image/png');
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? '{}')).toMatchObject({
      '@type': 'CreativeWork',
      name: project.title,
      url: absolute(pathOf(project)),
      author: { '@type': 'Person', name: identity.fullName },
    });
    expect(sitemap).toContain(`<loc>${absolute(pathOf(project))}</loc>`);
  }
});

test('a project page shows its tags, links, write-up and every screenshot, and leads to its neighbours', async ({
  page,
}) => {
  for (const [index, project] of projects.entries()) {
    await page.goto(at(pathOf(project)));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(project.title);
    await expect(
      main.getByRole('list', { name: copy.projects.technologiesLabel }).getByRole('listitem'),
    ).toHaveText(project.tags);
    await expect(
      main.getByRole('link', { name: new RegExp(`^${copy.projects.liveLink}`) }),
    ).toHaveAttribute('href', project.liveLink);
    await expect(
      main.getByRole('link', { name: new RegExp(`^${copy.project.repoLink}`) }),
    ).toHaveCount(project.showRepo === true ? 1 : 0);
    if (project.showRepo === true)
      await expect(
        main.getByRole('link', { name: new RegExp(`^${copy.project.repoLink}`) }),
      ).toHaveAttribute('href', project.repoLink);
    await expect(main.getByRole('heading', { name: copy.project.writeUpHeading })).toHaveCount(
      project.writeUp === undefined ? 0 : 1,
    );
    for (let number = 1; number <= project.images.length; number += 1)
      await expect(main.getByRole('link', { name: alt(project, number), exact: true })).toHaveCount(
        1,
      );
    const neighbours = page.getByRole('navigation', { name: copy.project.neighboursLabel });
    const previous = projects[index - 1];
    const next = projects[index + 1];
    if (previous !== undefined)
      await expect(
        neighbours.getByRole('link', { name: new RegExp(copy.project.previousProject) }),
      ).toHaveAttribute('href', hrefOf(pathOf(previous)));
    if (next !== undefined)
      await expect(
        neighbours.getByRole('link', { name: new RegExp(copy.project.nextProject) }),
      ).toHaveAttribute('href', hrefOf(pathOf(next)));
  }
  // The write-up is the owner's Markdown: a list in it is a list on the page.
  const written = projects.find((project) => project.writeUp?.includes('\n- ') === true);
  if (written !== undefined) {
    await page.goto(at(pathOf(written)));
    await expect(page.locator('.write-up li').first()).toBeVisible();
  }
});

test('until the gallery wakes, the page fetches no screenshot but the first, and each shows in the room held for it', async ({
  page,
}) => {
  const project = projects.reduce((most, candidate) =>
    candidate.images.length > most.images.length ? candidate : most,
  );
  // A page of its own: the fixture's goto waits for the islands in view, and this one holds the
  // gallery's code back until the room of every screenshot has been measured.
  const visitor = await page.context().newPage();
  const gate = { open: (): void => undefined };
  const held = new Promise<void>((resolve) => {
    gate.open = resolve;
  });
  await visitor.route('**/gallery.island-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await noteIslandWaking(visitor, 'gallery');
  const response = await visitor.goto(at(pathOf(project)), { waitUntil: 'domcontentloaded' });
  const main = visitor.getByRole('main');
  const shot = (number: number) =>
    main.getByRole('link', { name: alt(project, number), exact: true });
  const size = async (number: number) => {
    const box = await shot(number).boundingBox();
    return { width: box?.width ?? 0, height: box?.height ?? 0 };
  };
  const later = Array.from({ length: project.images.length - 1 }, (_, index) => index + 2);
  const rooms = [];
  for (const number of later) rooms.push(await size(number));
  gate.open();
  const early = await picturesFetchedBefore(visitor, await islandWokeAt(visitor, 'gallery'));
  // The addresses each screenshot may come from, as the build wrote the page.
  const [, ...items] =
    ((await response?.text()) ?? '').split('aria-labelledby="gallery"')[1]?.split('<li') ?? [];
  const [first = '', ...others] = items;
  const firsts = firstPictureAddresses(first, visitor.url());
  // (The owner may show one file twice: fetched as the first, it is no later fetch.)
  const rest = others
    .flatMap((item) => firstPictureAddresses(item, visitor.url()))
    .filter((address) => !firsts.includes(address));
  expect(early.some((address) => firsts.includes(address))).toBe(true);
  expect(early.filter((address) => rest.includes(address))).toEqual([]);
  for (const [index, number] of later.entries()) {
    const picture = shot(number).getByRole('img', { name: alt(project, number), exact: true });
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      )
      .toBe(true);
    const shown = await size(number);
    const room = rooms[index];
    expect(Math.abs(shown.width - (room?.width ?? 0)), `screenshot ${number}`).toBeLessThan(0.5);
    expect(Math.abs(shown.height - (room?.height ?? 0)), `screenshot ${number}`).toBeLessThan(0.5);
  }
  await visitor.close();
});

test('a screenshot opens larger, and the keyboard moves through them and closes the view @axe', async ({
  page,
}) => {
  const project = projects.reduce((most, candidate) =>
    candidate.images.length > most.images.length ? candidate : most,
  );
  await page.goto(at(pathOf(project)));
  const firstShot = page
    .getByRole('main')
    .getByRole('link', { name: alt(project, 1), exact: true });
  await firstShot.focus();
  await page.keyboard.press('Enter');
  const view = page.getByRole('dialog');
  await expect(view).toBeVisible();
  await expect(view).toHaveAccessibleName(alt(project, 1));
  await expect(view.getByRole('img', { name: alt(project, 1) })).toBeVisible();
  if (project.images.length > 1) {
    await page.keyboard.press('ArrowRight');
    await expect(view).toHaveAccessibleName(alt(project, 2));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(view).toHaveAccessibleName(alt(project, project.images.length));
  }
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();
  await expect(firstShot).toBeFocused();
  await page
    .getByRole('main')
    .getByRole('link', { name: alt(project, 1), exact: true })
    .click();
  await view.getByRole('button', { name: copy.project.close }).click();
  await expect(view).toBeHidden();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('an address no project has gets the 404 page', async ({ page }) => {
  const response = await page.goto(at('/projects/no-such-project'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(copy.notFound.heading));
});
