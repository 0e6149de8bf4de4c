// A reader of a long post finds their way (issue 58): the table of contents' links reach their
// headings (folded above the text on a phone, beside it on a wide screen, where it stays in view
// and marks the section scrolled to); a code block's button puts the exact code on the clipboard,
// and there is no button without JavaScript; a footnote's link goes to its note and back; a
// series' part links the others; an equation is MathML. The posts are read from content/.
//
// Runs on: phone, desktop, desktop without JavaScript
// Because: the list is folded on a phone and beside the text on a desktop; the marking and the
// copy button are the site script's, and without JavaScript the links must work alone (the same
// links at every width: one width is enough there).
import { copy } from '@portfolio/content/copy';
import { fill } from '@portfolio/content-model/fill';
import { seriesOf } from '@portfolio/content-model/series';
import { posts } from '@portfolio/content-model/site-pages';
import { expect, test } from './support/test.ts';
import { at } from './support/addresses.ts';

/** The h2 and h3 headings of a post's Markdown, outside its code blocks. */
const headingsOf = (markdown: string): string[] =>
  markdown
    .replace(/^```[\s\S]*?^```/gm, '')
    .split('\n')
    .filter((line) => /^#{2,3} /.test(line));

const longRead = posts.find((post) => post.toc && headingsOf(post.body).length >= 3);
if (longRead === undefined)
  throw new Error('These checks need a post with three headings or more: its table of contents.');
const post = longRead;
const hasCode = /^```/m.test(post.body);
const hasFootnote = /\[\^[^\]]+\]:/.test(post.body);
const words = copy.blog;

test('the table of contents’ links reach every heading of the post', async ({ page }) => {
  await page.goto(at(post.path));
  const wide = (page.viewportSize()?.width ?? 0) >= 1280;
  if (!wide) await page.locator('summary', { hasText: words.onThisPage }).click();
  const nav = page.getByRole('navigation', { name: words.onThisPage });
  await expect(nav).toBeVisible();
  const links = nav.getByRole('link');
  await expect(links).toHaveCount(headingsOf(post.body).length);
  for (const index of [0, (await links.count()) - 1]) {
    const link = links.nth(index);
    const href = (await link.getAttribute('href')) ?? '';
    if (!wide && !(await link.isVisible()))
      await page.locator('summary', { hasText: words.onThisPage }).click();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator(href)).toBeInViewport();
  }
});

test('on a wide screen the list stays beside the text and marks the section read; on a phone it is folded above it', async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(at(post.path));
  const wide = (page.viewportSize()?.width ?? 0) >= 1280;
  const nav = page.getByRole('navigation', { name: words.onThisPage });
  if (!wide) {
    // Folded: its name is shown, its links are not until it is opened.
    await expect(page.locator('summary', { hasText: words.onThisPage })).toBeVisible();
    await expect(nav).toBeHidden();
    return;
  }
  await expect(nav).toBeVisible();
  const last = nav.getByRole('link').last();
  const target = (await last.getAttribute('href')) ?? '';
  await page.locator(target).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  // In view however far the reader has scrolled.
  await expect(nav).toBeInViewport();
  if (javaScriptEnabled)
    await expect(nav.locator('[aria-current="location"]')).toHaveAttribute('href', target);
  else await expect(nav.locator('[aria-current]')).toHaveCount(0);
});

test('a code block’s button copies the code exactly; without JavaScript there is none', async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  expect(hasCode, 'the long post has a code block').toBe(true);
  await page.goto(at(post.path));
  const block = page.locator('.code-block').first();
  const button = block.getByRole('button', { name: words.copyCode });
  if (!javaScriptEnabled) {
    await expect(page.getByRole('button', { name: words.copyCode })).toHaveCount(0);
    return;
  }
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await button.click();
  await expect(block.getByRole('button', { name: words.codeCopied })).toBeVisible();
  const code = await block.locator('pre code').evaluate((element) => element.textContent);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(code.replace(/\n$/, ''));
});

test('a footnote’s link goes to its note, and the note’s link comes back', async ({ page }) => {
  expect(hasFootnote, 'the long post has a footnote').toBe(true);
  await page.goto(at(post.path));
  const reference = page.locator('a[data-footnote-ref]').first();
  await reference.click();
  const note = page.locator('section[data-footnotes] li').first();
  await expect(note).toBeInViewport();
  await note.getByRole('link', { name: words.backToText }).click();
  await expect(reference).toBeInViewport();
});

const series = seriesOf(posts).find((candidate) => candidate.parts.length >= 2);
if (series === undefined) throw new Error('These checks need a series of two posts or more.');
const withMath = posts.find((candidate) => /\$\$[\s\S]+?\$\$/.test(candidate.body));
if (withMath === undefined) throw new Error('These checks need a post with an equation.');

test('a series’ part names its place and links every other part, and the series’ page lists them in order', async ({
  page,
}) => {
  const [first, second] = series.parts;
  if (first === undefined || second === undefined) throw new Error('no two parts');
  await page.goto(at(second.path));
  const box = page.getByRole('navigation', { name: second.series ?? series.name });
  await expect(box).toContainText(fill(words.seriesPart, { part: 2, count: series.parts.length }));
  await expect(box.getByText(second.title)).toHaveAttribute('aria-current', 'page');
  await box.getByRole('link', { name: first.title }).click();
  await expect(page).toHaveURL(new RegExp(`${first.path}$`));
  await page.getByRole('link', { name: first.series ?? series.name }).click();
  await expect(page).toHaveURL(new RegExp(`${series.path}$`));
  await expect(
    page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 }),
  ).toHaveText(series.parts.map((part) => part.title));
});

test('an equation is drawn as MathML, with no script', async ({ page }) => {
  await page.goto(at(withMath.path));
  const equation = page.locator('math[display="block"]').first();
  await expect(equation).toBeVisible();
  // The browser lays it out as mathematics: a fraction has a height of its own.
  expect((await equation.boundingBox())?.height ?? 0).toBeGreaterThan(20);
});

test('printing a long post leaves out its table of contents, copy buttons and series box', async ({
  page,
}) => {
  const [, second] = series.parts;
  const printed = posts.find((candidate) => candidate.path === second?.path) ?? post;
  await page.goto(at(printed.path));
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('summary', { hasText: words.onThisPage })).toBeHidden();
  await expect(page.getByRole('navigation', { name: words.onThisPage })).toBeHidden();
  await expect(page.locator('[data-copy-code]').first()).toBeHidden();
  await expect(page.getByRole('navigation', { name: second?.series ?? series.name })).toBeHidden();
  // The text itself is printed.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
