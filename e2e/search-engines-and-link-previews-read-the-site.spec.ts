// Runs on: desktop, static host, persona desktop
// Because: head tags, robots.txt and the sitemap are the same at every width; the static host
// checks the addresses written for /portfolio/, and the persona, an owner of another name and
// language.
import { copy } from '@portfolio/content/copy';
import { identity } from '@portfolio/content/identity';
import { navigation } from '@portfolio/content/navigation';
import { profiles } from '@portfolio/content-model/profiles';
import { readPosts } from '@portfolio/content-model/posts';
import { markdownPages, readablePaths } from '@portfolio/content-model/site-pages';
import { pageLanguages } from '../apps/web/scripts/site-languages.ts';
import { countryCode } from '@portfolio/content-model/country-code';
import { at, basePath, publicSiteUrl } from './support/addresses.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

// The address the build wrote into the pages (SITE_URL), whichever port Playwright reaches them on.
const site = publicSiteUrl;
// The navigation's pages, the owner's Markdown pages it does not list (content/pages/), the résumé.
const pages = [
  ...navigation.map((entry) => entry.id).filter((path) => readablePaths.includes(path)),
  ...markdownPages
    .map((page) => page.path)
    .filter((path) => !navigation.some((entry) => entry.id === path)),
  '/resume',
];

test('every page names its canonical URL, title, description and a sharing card', async ({
  page,
  request,
}) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of pages) {
    await page.goto(at(path));
    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]'), path).toHaveAttribute('href', site + path);
    await expect(head.locator('meta[property="og:url"]'), path).toHaveAttribute(
      'content',
      site + path,
    );
    const description = await head.locator('meta[name="description"]').getAttribute('content');
    expect(description?.trim(), path).not.toBe('');
    descriptions.add(description ?? '');
    await expect(head.locator('meta[property="og:description"]'), path).toHaveAttribute(
      'content',
      description ?? '',
    );
    titles.add(await page.title());
    await expect(head.locator('meta[name="twitter:card"]'), path).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    await expect(head.locator('meta[name="robots"]'), path).toHaveCount(0);
    for (const selector of ['meta[property="og:image"]', 'meta[name="twitter:image"]'])
      await expect(head.locator(selector), path).toHaveAttribute('content', `${site}/og-image.png`);
  }
  expect(titles.size, 'each page has its own title').toBe(pages.length);
  expect(descriptions.size, 'each page has its own description').toBe(pages.length);

  const card = await request.get(at('/og-image.png'));
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
  // PNG signature, then the IHDR width and height the meta tags announce.
  const bytes = await card.body();
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('robots.txt lets crawlers in and the sitemap lists every page but the 404', async ({
  request,
}) => {
  const robots = await request.get(at('/robots.txt'));
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${site}/sitemap.xml`);

  const sitemap = await request.get(at('/sitemap.xml'));
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/xml/);
  const listed = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => match[1],
  );
  // Exactly the published pages of the page model: the navigation's, the owner's own, the blog's
  // (never a draft's), the search page, the résumé, and a page per project; each in every language
  // of the site (content/locales/) that has it (a language may omit what it has not translated),
  // the default's first.
  const origin = new URL(site).origin;
  expect(listed).toEqual(
    readablePaths
      .filter((path) => path !== '/404')
      .flatMap((path) =>
        pageLanguages(basePath)
          .filter((language) => !(language.omitted ?? []).includes(path))
          .map((language) => `${origin}${language.path}${path.slice(1)}`),
      ),
  );
  for (const draft of readPosts().posts.filter((post) => post.draft))
    expect(listed).not.toContain(site + draft.path);
  for (const url of listed) expect((await request.get(url ?? '')).status(), url).toBe(200);
});

/** The Person a home page tells search engines of. */
async function personOn(page: Page, path: string): Promise<Record<string, unknown>> {
  await page.goto(at(path));
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent));
  expect(blocks, path).toHaveLength(1);
  return JSON.parse(blocks[0] ?? '{}') as Record<string, unknown>;
}

test('the home page tells search engines who the owner is', async ({ page }) => {
  const person = await personOn(page, '/');
  expect(person).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': `${site}/#person`,
    name: identity.fullName,
    jobTitle: identity.role,
    url: `${site}/`,
    address: {
      addressLocality: identity.location.city,
      addressCountry:
        countryCode(identity.location.country, [copy.language]) ?? identity.location.country,
    },
    sameAs: profiles.filter((profile) => profile.newTab).map((profile) => profile.url),
  });
  // Each language's home names the same person, by the same address.
  for (const language of pageLanguages(basePath).slice(1)) {
    const translated = await personOn(page, language.path.slice(basePath.length - 1));
    expect(translated['@id'], language.tag).toBe(`${site}/#person`);
  }
});

test('a missing page is answered 404 and kept out of search results', async ({ page }) => {
  const response = await page.goto(at('/no-such-page'));
  expect(response?.status()).toBe(404);
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
});
