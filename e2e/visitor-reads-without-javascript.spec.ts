// HTML first: every page reads and navigates with JavaScript off, as it does in the seconds before
// JavaScript loads.
//
// Runs on: phone without JavaScript, desktop without JavaScript, static host without JavaScript,
// persona desktop without JavaScript
// Because: it is about JavaScript being off: the phone menu is a disclosure the browser opens
// itself, links must hold under /portfolio/ on a static host, and the persona's pages are other
// ones.
import { fill } from '@portfolio/content-model/fill';
import { copy } from '@portfolio/content/copy';
import { navigation } from '@portfolio/content/navigation';
import { about } from '@portfolio/content/about';
import { identity } from '@portfolio/content/identity';
import { projects } from '@portfolio/content/projects';
import { expect, clickNavEntry, test } from './support/test.ts';
import { at, siteOrigin } from './support/addresses.ts';
import { headingOf, sitePages } from './support/site-pages.ts';
import { pageLightness } from './support/theme.ts';

const headings: Record<string, string> = Object.fromEntries(
  sitePages.map((path) => [path, headingOf(path)]),
);

test('reading pages sends nothing: no page view, no counter', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    // Module preloads are fetched with JavaScript off too; they never run.
    if (request.method() !== 'GET' || new URL(request.url()).origin !== siteOrigin)
      sent.push(`${request.method()} ${request.url()}`);
  });
  await page.goto(at('/?utm_source=e2e&utm_campaign=no-javascript'));
  await clickNavEntry(page, navigation.find((entry) => entry.id !== '/')?.title ?? '');
  await page.waitForLoadState('networkidle');
  expect(sent).toEqual([]);
});

test('each page’s HTML holds its heading before any script', async ({ request }) => {
  for (const [path, heading] of Object.entries(headings)) {
    const html = await (await request.get(at(path))).text();
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
    const text = (h1?.[1] ?? '')
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;|&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(text, path).toBe(heading);
    // Ahead of the content, only what never stops the parser: the few bytes that set a saved theme
    // before the first paint (they do nothing without a choice), those that name the brand fonts
    // for a visitor coming from the site, those that hold a tap until the site script is ready and
    // those that ask for it after the first paint (nothing without JavaScript), a deferred script
    // (a hosted visit counter the owner chose), and data the browser reads (prefetch rules,
    // JSON-LD).
    const scriptsAhead = [
      ...html.slice(0, h1?.index ?? 0).matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g),
    ];
    for (const [tag, attrs = '', body = ''] of scriptsAhead) {
      const allowed =
        /\sdefer(=""|[\s>]|$)/.test(attrs) && /\ssrc="/.test(attrs)
          ? true
          : /type="(speculationrules|application\/ld\+json)"/.test(attrs) ||
            (attrs.trim() === '' &&
              (/localStorage.*dataset\.theme/.test(body) ||
                /document\.referrer.*data-fonts/.test(body) ||
                /button\[type="button"\].*site-script-ready/.test(body))) ||
            (/^\s*data-site-script="[^"]*"\s+data-site-script-imports="[^"]*"\s*$/.test(attrs) &&
              /currentScript.*modulepreload.*'paint'/.test(body));
      expect(allowed, `${path}: ${tag.slice(0, 80)}`).toBe(true);
    }
    expect(h1, path).not.toBeNull();
  }
});

test('every page can be read', async ({ page }) => {
  for (const [path, heading] of Object.entries(headings)) {
    await page.goto(at(path));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    await expect(page.getByRole('contentinfo')).toContainText(fill(copy.footer.heading));
  }
});

test('no control is shown that would do nothing: the only buttons send a form', async ({
  page,
}) => {
  for (const path of [...sitePages, '/resume']) {
    await page.goto(at(path));
    // The e-mail address is still there, as a mailto: link a visitor can select.
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: identity.email }),
    ).toHaveAttribute('href', `mailto:${identity.email}`);
    const shown = await page
      .getByRole('button')
      .filter({ visible: true })
      .evaluateAll((buttons) =>
        buttons
          .filter(
            (button) =>
              !(button instanceof HTMLButtonElement && button.type === 'submit' && button.form),
          )
          .map((button) => button.getAttribute('aria-label') ?? button.textContent),
      );
    expect(shown, path).toEqual([]);
  }
});

test('the résumé reads from the footer’s link', async ({ page }) => {
  await page.goto(at('/'));
  await page.getByRole('contentinfo').getByRole('link', { name: copy.resume.link }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(identity.fullName);
  for (const role of about.experiences)
    await expect(
      page.getByRole('heading', { name: `${role.title} · ${role.company}` }),
    ).toBeVisible();
});

test('a project’s page reads from its card, and a screenshot opens larger', async ({ page }) => {
  const [project] = projects;
  if (project === undefined) return;
  await page.goto(at('/projects'));
  await page
    .getByRole('heading', { level: 2 })
    .getByRole('link', { name: project.title, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
  const alt = fill(copy.projects.screenshotAlt, {
    title: project.title,
    number: 1,
    count: project.images.length,
  });
  await page.getByRole('main').getByRole('link', { name: alt, exact: true }).click();
  await expect(page).toHaveURL(/\.(webp|avif|png|jpe?g)$/);
});

for (const scheme of ['light', 'dark'] as const)
  test(`the pages follow the device’s ${scheme} setting`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(at('/'));
    expect(await pageLightness(page)).toBe(scheme);
  });

test('the navbar reaches every page, through the phone menu where there is one', async ({
  page,
}) => {
  await page.goto(at('/'));
  for (const entry of [...navigation.slice(1), ...navigation.slice(0, 1)]) {
    await clickNavEntry(page, entry.title);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      headings[entry.id] ?? entry.title,
    );
  }
});

test('every screenshot of a project can be scrolled to and seen', async ({ page }) => {
  await page.goto(at('/projects'));
  // The project with the most screenshots (content/projects.ts holds at least one project).
  const project = projects.reduce((most, candidate) =>
    candidate.images.length > most.images.length ? candidate : most,
  );
  const strip = page.getByRole('group', {
    name: fill(copy.projects.screenshotsLabel, { title: project.title }),
  });
  await strip.scrollIntoViewIfNeeded();
  // Without JavaScript there are no arrows or dots: the strip itself scrolls, by keyboard too.
  await expect(strip.getByRole('button')).toHaveCount(0);
  const count = project.images.length;
  const last = strip.getByRole('img', {
    name: fill(copy.projects.screenshotAlt, { title: project.title, number: count, count }),
  });
  await expect(strip.getByRole('img')).toHaveCount(count);
  await strip.focus();
  const scrolled = () => strip.evaluate((element) => element.scrollLeft);
  const width = await strip.evaluate((element) => element.clientWidth);
  // Each arrow press snaps one screenshot on. A press that lands while the strip is still settling
  // can be lost on a busy machine (the static-host run failed so), so a step presses again until
  // the strip has moved on.
  for (let step = 1; step < count; step += 1) {
    const target = step * width - 1;
    await expect(async () => {
      if ((await scrolled()) < target) await page.keyboard.press('ArrowRight');
      expect(await scrolled()).toBeGreaterThanOrEqual(target);
    }).toPass({ intervals: [250, 500, 1000], timeout: 15_000 });
  }
  await expect(last).toBeInViewport({ ratio: 0.9 });
  await expect
    .poll(() => last.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
});
