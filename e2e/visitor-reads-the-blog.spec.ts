// The blog (content/posts/<slug>.md): its list, each post with its code highlighted and its tags,
// each tag's page, the feeds a reader subscribes to, and the search that finds a post by its words.
// What is expected comes from content/ itself; a site with no published post has no blog at all,
// which is what the CI persona proves.
//
// Runs on: phone, desktop, phone without JavaScript, desktop without JavaScript, static host,
// static host without JavaScript, persona desktop, persona desktop without JavaScript
// Because: code blocks scroll on their own on a phone; the blog and the search page's list read
// without JavaScript; the static host serves them and the feeds under /portfolio/; the persona
// writes no posts and so has no blog, and its search page lists other pages.
import { tagName } from '@portfolio/content-model/tag-names';
import { createRequire } from 'node:module';
import { parseFeed } from '@rowanmanning/feed-parser';
import { Ajv } from 'ajv';
import { copy } from '@portfolio/content/copy';
import { fill } from '@portfolio/content-model/fill';
import { tagsOf } from '@portfolio/content-model/posts';
import { posts, readablePaths } from '@portfolio/content-model/site-pages';
import { at, publicSiteUrl } from './support/addresses.ts';
import { accessibilityViolations } from './support/axe.ts';
import { expect, mainNav, test } from './support/test.ts';

const feeds = ['/rss.xml', '/atom.xml', '/feed.json'];
const require = createRequire(import.meta.url);
/** The JSON Schema of JSON Feed 1.1, as the jsonfeed-schema package publishes it. */
const jsonFeedSchema = require('jsonfeed-schema/v1.1') as object;

test.describe('with published posts', () => {
  test('the blog lists every post newest first, and each reads whole with its code named by language @axe', async ({
    page,
    javaScriptEnabled,
  }) => {
    // Without a post, the last test proves there is no blog.
    if (posts.length === 0) return;
    await page.goto(at('/blog'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.blog.heading);
    await expect(page.locator('main ol h2')).toHaveText(posts.map((post) => post.title));
    if (javaScriptEnabled) expect(await accessibilityViolations(page)).toEqual([]);

    for (const post of posts) {
      const response = await page.goto(at(post.path));
      expect(response?.status(), post.path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      await expect(page.getByText(post.description, { exact: true })).toBeVisible();
      await expect(
        page.getByText(fill(copy.blog.readingTime, { minutes: post.readingMinutes })),
      ).toBeVisible();
      // Each fenced block with a language is highlighted at build time, and says its language.
      const fenced = [...post.body.matchAll(/^```(\w+)/gm)].length;
      await expect(page.locator('article pre.shiki[data-language]')).toHaveCount(fenced);
      const structured = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.map((script) => JSON.parse(script.textContent) as unknown),
        );
      expect(structured).toContainEqual(
        expect.objectContaining({ '@type': 'BlogPosting', headline: post.title }),
      );
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        `${post.path} is no wider than the window`,
      ).toBe(true);
      if (javaScriptEnabled) expect(await accessibilityViolations(page), post.path).toEqual([]);
    }
  });

  test('a tag’s page lists the posts that carry it', async ({ page }) => {
    for (const tag of tagsOf(posts)) {
      await page.goto(at(tag.path));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        fill(copy.blog.tagTitle, { tag: tagName(tag.tag) }),
      );
      await expect(page.locator('main ol h2')).toHaveText(tag.posts.map((post) => post.title));
    }
  });

  test('every page advertises the feeds, and each parses with every published post in full', async ({
    page,
    request,
  }) => {
    if (posts.length === 0) return;
    await page.goto(at('/'));
    await expect(page.locator('link[rel="alternate"][type]')).toHaveCount(feeds.length);
    for (const path of ['/rss.xml', '/atom.xml']) {
      const response = await request.get(at(path));
      expect(response.status(), path).toBe(200);
      const feed = parseFeed(await response.text());
      expect(feed.items.map((item) => item.title)).toEqual(posts.map((post) => post.title));
      for (const item of feed.items) {
        expect(item.url?.startsWith(publicSiteUrl), `${path}: ${item.url}`).toBe(true);
        expect(item.content?.length ?? 0, `${path}: ${item.title} in full`).toBeGreaterThan(
          item.description?.length ?? 0,
        );
      }
    }
    const json: unknown = await (await request.get(at('/feed.json'))).json();
    const ajv = new Ajv({ allErrors: true, strict: false });
    // ajv-formats is CommonJS: its module.exports is the plugin.
    (require('ajv-formats') as (instance: Ajv) => Ajv)(ajv);
    const valid = ajv.validate(jsonFeedSchema, json);
    expect(ajv.errors ?? [], 'JSON Feed 1.1').toEqual([]);
    expect(valid).toBe(true);
  });
});

test('a site without a published post has no blog, no feeds and no blog link', async ({
  page,
  request,
}) => {
  // With posts, the tests above read the blog; this content has none.
  if (posts.length > 0) return;
  expect((await request.get(at('/blog'))).status()).toBe(404);
  for (const path of feeds) expect((await request.get(at(path))).status(), path).toBe(404);
  await page.goto(at('/'));
  await expect(mainNav(page).locator('a[href$="/blog"]')).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][type]')).toHaveCount(0);
});

test('the search page lists every page to browse, and says what it needs without JavaScript @axe', async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(at('/search'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.search.heading);
  await expect(
    page.getByRole('region', { name: copy.search.browseHeading }).getByRole('link'),
  ).toHaveCount(readablePaths.filter((path) => path !== '/search').length);
  if (javaScriptEnabled) {
    await expect(page.getByLabel(copy.search.label)).toBeFocused();
    expect(await accessibilityViolations(page)).toEqual([]);
  } else {
    await expect(page.getByText(copy.search.needsJavaScript)).toBeVisible();
    // No field that could never search (docs/decisions/0016-no-dead-control.md).
    await expect(page.getByRole('search')).toBeHidden();
  }
});
