// Each language of the owner's site (content/ and each translation in content/locales/) is the
// whole site at its own addresses: every page says its language and direction, names its
// translations for search engines (reciprocal, each answering), the switcher leads to the same
// page in each language, an unknown address answers in its language, and a right-to-left
// language's pages fit a narrow phone and pass axe; the owner's words a translation leaves out are
// shown in the default language with its lang and dir. A site in one language has none of it.
//
// Runs on: desktop, phone, static host, persona desktop, persona desktop without JavaScript
// Because: the switcher is in the navbar on a wide screen and in the phone menu on a narrow one;
// the static host answers each language's unknown paths and serves it under /portfolio/; the
// sample speaks English and Hindi, the persona Portuguese and Arabic (right to left, its owner's
// words partly translated); without JavaScript its links still lead on.
import type { Page } from '@playwright/test';
import { copy } from '@portfolio/content/copy';
import { identity } from '@portfolio/content/identity';
import { randomUUID } from 'node:crypto';
import { navigation } from '@portfolio/content/navigation';
import { blogNavigationPath } from '@portfolio/content-model/blog-paths';
import { projects } from '@portfolio/content/projects';
import { resume } from '@portfolio/content/resume';
import { socialLinks } from '@portfolio/content/social-links';
import { tags } from '@portfolio/content/tags';
import { fill } from '@portfolio/content-model/fill';
import { withNetworkNames } from '@portfolio/content-model/social-networks';
import { translatedTagNames } from '@portfolio/content-model/tag-names';
import { pluralForm } from '@portfolio/content-model/plural-forms';
import type { Copy } from '@portfolio/content-model/copy-schema';
import { posts } from '@portfolio/content-model/site-pages';
import { translationOf } from '@portfolio/content-model/languages';
import { translate, translateProjects, untranslated } from '@portfolio/content-model/translation';
import { ownLoopbackAddress, postFrom } from './support/own-address.ts';
import { ownersInbox } from './support/owners-inbox.ts';
import { furtherLanguages } from '../apps/web/scripts/site-languages.ts';
import { hasPageIn, languages, pathIn, type Language } from './support/site-languages.ts';
import { expect, test, untilIslandsAwake } from './support/test.ts';
import { at, basePath, hrefOf, publicSiteUrl } from './support/addresses.ts';
import { accessibilityViolations } from './support/axe.ts';
import { readToTheEnd } from './support/read-to-the-end.ts';
import { sitePages } from './support/site-pages.ts';

/** What a further language's folder (content/locales/<tag>/) holds as `file`; nothing without it. */
async function translationIn(language: Language, file: string): Promise<Record<string, unknown>> {
  const folder = furtherLanguages().find((candidate) => candidate.tag === language.tag);
  if (folder === undefined) throw new Error(`no folder for ${language.tag}`);
  return translationOf(folder, file);
}

/** The <link rel="alternate" hreflang> of a page: each tag with its path on this site. */
function alternatesOf(html: string): [string, string][] {
  return [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)].map(
    ([, tag = '', href = '']) => [tag, new URL(href).pathname],
  );
}

/**
 * Each of `texts` (its owner, key and text) shown in <main> with the default language's lang and
 * dir where the translation left it in that language, and with neither where it did not.
 */
async function expectMarkedWhereLeftOut(
  page: Page,
  texts: readonly [object, string, string][],
): Promise<void> {
  for (const [owner, key, text] of texts) {
    const element = page.locator('main').getByText(text, { exact: true }).first();
    const marks = untranslated(owner, key);
    if (marks.lang === undefined) await expect(element, text).not.toHaveAttribute('lang');
    else {
      await expect(element, text).toHaveAttribute('lang', marks.lang);
      await expect(element, text).toHaveAttribute('dir', marks.dir ?? '');
    }
  }
}

test('every page says its language and direction, and names its translations for search engines @any-width', async ({
  request,
}) => {
  for (const language of languages)
    for (const path of sitePages.filter((candidate) => hasPageIn(language, candidate))) {
      const where = pathIn(language, path);
      const response = await request.get(at(where));
      expect(response.status(), where).toBe(200);
      const html = await response.text();
      expect(html, where).toContain(`<html lang="${language.tag}" dir="${language.direction}">`);
      const alternates = alternatesOf(html);
      const having = languages.filter((other) => hasPageIn(other, path));
      if (having.length === 1) {
        expect(alternates, where).toEqual([]);
        continue;
      }
      expect(alternates.map(([tag]) => tag)).toEqual([
        ...having.map((other) => other.tag),
        'x-default',
      ]);
      // Each names this page among its own: the pairs go both ways, and every target answers.
      for (const [tag, target] of alternates) {
        const answer = await request.get(target);
        expect(answer.status(), `${where} → ${tag} ${target}`).toBe(200);
        expect(alternatesOf(await answer.text()), `${target} names ${where} back`).toEqual(
          alternates,
        );
      }
    }
});

/** The navigation's pages that every language has. */
const everyLanguagesPages = sitePages.filter((path) =>
  languages.every((language) => hasPageIn(language, path)),
);

test('a language that omits what it has not translated has no such page: not built, not in its sitemap or hreflang, its switcher leading to its home @any-width', async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get(at('/sitemap.xml'))).text();
  const origin = new URL(publicSiteUrl).origin;
  const omitting = languages.filter((language) => (language.omitted ?? []).length > 0);
  // The sample translates every post and page; the persona's Arabic omits what it leaves out.
  for (const language of languages) {
    const folder = furtherLanguages().find((candidate) => candidate.tag === language.tag);
    if (folder?.untranslatedPages !== 'omit') expect(language.omitted ?? []).toEqual([]);
  }
  for (const language of omitting)
    for (const path of language.omitted ?? []) {
      const where = pathIn(language, path);
      expect((await request.get(at(where))).status(), where).toBe(404);
      expect(sitemap).not.toContain(`<loc>${origin}${language.path}${path.slice(1)}</loc>`);
      // The page in the default language names no alternate in this one, and its switcher leads
      // to this language's home.
      await page.goto(at(path));
      expect(
        alternatesOf(await page.content()).map(([tag]) => tag),
        path,
      ).not.toContain(language.tag);
      await expect(page.locator(`a[hreflang="${language.tag}"]`).first()).toHaveAttribute(
        'href',
        language.path,
      );
    }
});

/** The language switcher's link to a language: in the navbar, or in the phone menu once opened. */
async function switcherLink(page: Page, name: string) {
  const link = page.getByRole('link', { name, exact: true });
  const summary = page.locator('header details summary');
  // The phone's menu opens with a tap on its summary; a page just opened has it closed.
  await expect(async () => {
    if (!(await link.isVisible()) && (await summary.isVisible())) await summary.click();
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return link;
}

test('the switcher leads to the same page in each language, with the page’s own marked', async ({
  page,
  javaScriptEnabled,
}) => {
  const path = everyLanguagesPages.at(-1) ?? '/';
  await page.goto(at(path));
  if (languages.length === 1) {
    await expect(page.locator('a[hreflang]')).toHaveCount(0);
    return;
  }
  // From each language to the next, and from the last back to the first.
  for (const language of [...languages.slice(1), ...languages.slice(0, 1)]) {
    await (await switcherLink(page, language.name)).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language.tag);
    // The page has started as a visitor's would before the next tap (its script has run).
    if (javaScriptEnabled) await untilIslandsAwake(page);
    await expect(page).toHaveURL(new RegExp(`${basePath}${pathIn(language, path).slice(1)}/?$`));
    await expect(await switcherLink(page, language.name)).toHaveAttribute('aria-current', 'true');
  }
});

test('every language’s pages take their assets from the one folder, where a file two languages show is one @any-width', async ({
  request,
}) => {
  /** The asset URLs a page names: its script, styles, fonts, pictures. */
  const assetsOf = async (path: string): Promise<Set<string>> => {
    const html = await (await request.get(at(path))).text();
    return new Set(
      [...html.matchAll(/(?:src|href|srcset)="([^"]*?\/assets\/[^"\s,]+)/g)].map(
        ([, url = '']) => url,
      ),
    );
  };
  const [own, ...others] = languages;
  if (own === undefined) throw new Error('no language');
  const ownAssets = await assetsOf(pathIn(own, '/'));
  for (const language of others) {
    const theirs = await assetsOf(pathIn(language, '/'));
    expect(theirs.size).toBeGreaterThan(0);
    for (const url of theirs) {
      expect(url, `${language.tag}: ${url}`).toMatch(new RegExp(`^${basePath}assets/`));
      expect((await request.get(url)).status(), url).toBe(200);
    }
    // The portrait, the Latin fonts, React's runtime: the default language's very files.
    expect([...theirs].filter((url) => ownAssets.has(url)).length).toBeGreaterThan(0);
  }
});

test('an unknown address answers 404 in the language it is under @any-width', async ({
  request,
}) => {
  for (const language of languages) {
    const response = await request.get(at(pathIn(language, '/no-such-page-anywhere')));
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain(`<html lang="${language.tag}"`);
  }
});

/** The site's right-to-left languages; none when all run left to right. */
const rightToLeft = languages.filter((language) => language.direction === 'rtl');

test('a right-to-left language’s pages fit a narrow phone and pass axe @axe @any-width', async ({
  page,
  javaScriptEnabled,
}) => {
  // The site's languages all run left to right: nothing is laid out mirrored.
  if (rightToLeft.length === 0) {
    await page.goto(at('/'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    return;
  }
  await page.setViewportSize({ width: 320, height: 720 });
  for (const language of rightToLeft)
    for (const path of sitePages.filter((candidate) => hasPageIn(language, candidate))) {
      const where = pathIn(language, path);
      await page.goto(at(where));
      // Without JavaScript every block is shown as it is, with nothing to wait for.
      if (javaScriptEnabled) await readToTheEnd(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, where).toBeLessThanOrEqual(0);
      // axe runs as a script in the page: where scripts run.
      if (javaScriptEnabled) expect(await accessibilityViolations(page), where).toEqual([]);
    }
});

test('the owner’s words a translation leaves out are shown in the default language, marked as such @any-width', async ({
  page,
}) => {
  const [own] = languages;
  if (own === undefined) throw new Error('no language');
  for (const language of languages.slice(1)) {
    const words = (await translationIn(language, 'identity.ts')).identity;
    const shown = translate(identity, words, { lang: own.tag, dir: own.direction });
    await page.goto(at(pathIn(language, '/')));
    const texts: [object, string, string][] = [
      [shown, 'role', shown.role],
      [shown, 'intro', shown.intro],
      [shown.availability, 'label', shown.availability.label],
    ];
    await expectMarkedWhereLeftOut(page, texts);
    const footerIntro = page.getByRole('contentinfo').getByText(shown.footerIntro, { exact: true });
    const footerMarks = untranslated(shown, 'footerIntro');
    if (footerMarks.lang === undefined) await expect(footerIntro).not.toHaveAttribute('lang');
    else await expect(footerIntro).toHaveAttribute('lang', own.tag);
  }
});

test('the site’s texts a translation’s copy.ts leaves out are shown in the default language, marked as such @any-width', async ({
  page,
}) => {
  const [own] = languages;
  if (own === undefined) throw new Error('no language');
  for (const language of languages.slice(1)) {
    const shown = translate(copy, (await translationIn(language, 'copy.ts')).copy, {
      lang: own.tag,
      dir: own.direction,
    });
    await page.goto(at(pathIn(language, '/')));
    await expectMarkedWhereLeftOut(page, [
      [shown.home, 'primaryAction', shown.home.primaryAction],
      [shown.home, 'secondaryAction', shown.home.secondaryAction],
    ]);
    // About's figures' headings, where they take no placeholder.
    const { stats } = shown.about;
    const texts: [object, string, string][] = [
      [stats, 'eyebrow', stats.eyebrow],
      [stats, 'heading', stats.heading],
    ];
    await page.goto(at(pathIn(language, '/about')));
    await expectMarkedWhereLeftOut(
      page,
      texts.filter(([, , text]) => !text.includes('{')),
    );
  }
});

/** A further language's own copy.ts, as its pages word things. */
async function copyOf(language: Language): Promise<Copy> {
  return (await translationIn(language, 'copy.ts')).copy as Copy;
}

test.describe('a browser that asks for another of the site’s languages', () => {
  const [own, other] = languages;
  // Playwright's locale is the browser's languages (navigator.languages, Accept-Language).
  test.use({ locale: other?.tag ?? copy.language });

  test('is offered the page in it, never taken there, and the offer once put away stays away', async ({
    page,
    javaScriptEnabled,
  }) => {
    const path = everyLanguagesPages.at(-1) ?? '/';
    await page.goto(at(path));
    if (own === undefined || other === undefined) {
      await expect(page.locator('[data-language-offer]')).toHaveCount(0);
      return;
    }
    // Nothing redirects: the address asked for is the page given.
    await expect(page.locator('html')).toHaveAttribute('lang', own.tag);
    const words = (await copyOf(other)).navigation;
    const offer = page.getByRole('link', { name: words.readInLanguage });
    if (!javaScriptEnabled) {
      await expect(offer).toBeHidden();
      return;
    }
    await expect(offer).toBeVisible();
    // In the offered language's words, marked as such for screen readers.
    await expect(page.locator('[lang]', { has: offer }).last()).toHaveAttribute('lang', other.tag);
    await offer.click();
    await expect(page).toHaveURL(new RegExp(`${basePath}${pathIn(other, path).slice(1)}/?$`));
    // On a page in the language the browser asks for, nothing is offered.
    await untilIslandsAwake(page);
    await expect(page.locator('[data-language-offer]:visible')).toHaveCount(0);

    await page.goBack();
    await expect(offer).toBeVisible();
    await page.getByRole('button', { name: words.dismissLanguageOffer }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await untilIslandsAwake(page);
    await expect(offer).toBeHidden();
  });
});

test('the navbar’s labels are each language’s own, or marked with the default language', async ({
  page,
}) => {
  const [own] = languages;
  if (own === undefined) throw new Error('no language');
  for (const language of languages.slice(1)) {
    const words = (await translationIn(language, 'navigation.ts')).navigation;
    const shown = translate(navigation, words, { lang: own.tag, dir: own.direction });
    await page.goto(at(pathIn(language, '/')));
    // The blog's entry shows only while there is a post.
    for (const entry of shown.filter(
      (item) => posts.length > 0 || item.id !== blogNavigationPath,
    )) {
      // The navbar's link (in the phone menu on a phone, where it may be folded away); a
      // language's home is linked with its trailing slash.
      const href = hrefOf(pathIn(language, entry.id));
      const link = page
        .locator(
          `header nav li a[href="${href}"]:not([hreflang]), header nav li a[href="${href}/"]:not([hreflang])`,
        )
        .first();
      await expect(link, entry.id).toHaveText(entry.title);
      const marks = untranslated(entry, 'title');
      if (marks.lang === undefined) await expect(link, entry.id).not.toHaveAttribute('lang');
      else await expect(link, entry.id).toHaveAttribute('lang', marks.lang);
    }
  }
});

test('the résumé’s languages, studies and issuers are each language’s own, or marked with the default language @any-width', async ({
  page,
}) => {
  const [own] = languages;
  if (own === undefined) throw new Error('no language');
  for (const language of languages.slice(1)) {
    const words = (await translationIn(language, 'resume.ts')).resume;
    const shown = translate(resume, words, { lang: own.tag, dir: own.direction });
    await page.goto(at(pathIn(language, '/resume')));
    const texts: [object, string, string][] = [
      ...(shown.languages ?? []).flatMap((spoken): [object, string, string][] => [
        [spoken, 'language', spoken.language],
        [spoken, 'fluency', spoken.fluency],
      ]),
      ...(shown.education ?? []).map((place): [object, string, string] => [
        place,
        'area',
        place.area,
      ]),
      // An issuer left as the owner wrote it, inside the language's "issued by" line.
      ...(shown.certificates ?? [])
        .filter((certificate) => untranslated(certificate, 'issuer').lang !== undefined)
        .map((certificate): [object, string, string] => [
          certificate,
          'issuer',
          certificate.issuer,
        ]),
    ];
    await expectMarkedWhereLeftOut(page, texts);
  }
});

test('the footer’s profile names, Home’s profile labels and the blog’s tag names are each language’s own, or marked @any-width', async ({
  page,
}) => {
  const [own] = languages;
  if (own === undefined) throw new Error('no language');
  const marks = { lang: own.tag, dir: own.direction };
  for (const language of languages.slice(1)) {
    const links = translate(
      withNetworkNames(socialLinks),
      (await translationIn(language, 'social-links.ts')).socialLinks,
      marks,
    );
    const shownCopy = translate(copy, (await translationIn(language, 'copy.ts')).copy, marks);
    await page.goto(at(pathIn(language, '/')));
    for (const link of links) {
      const footerLink = page.getByRole('contentinfo').locator(`a[href="${link.url}"]`);
      const name = link.name ?? '';
      const nameMarks = untranslated(link, 'name');
      if (nameMarks.lang === undefined)
        await expect(footerLink.getByText(name, { exact: true })).not.toHaveAttribute('lang');
      else await expect(footerLink.locator(`span[lang="${own.tag}"]`)).toHaveText(name);
      // Home's icon is named in the page's language: the translation's label, else its copy's.
      const label =
        untranslated(link, 'label').lang === undefined && link.label !== undefined
          ? link.label
          : fill(shownCopy.footer.profileLabel, { network: name });
      if (untranslated(shownCopy.footer, 'profileLabel').lang === undefined)
        await expect(page.locator('main').locator(`a[href="${link.url}"]`)).toHaveAccessibleName(
          new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
        );
    }
    // The tags of the posts this language has (it may omit those it has not translated).
    const itsPosts = posts.filter((post) => hasPageIn(language, post.path));
    if (itsPosts.length === 0) continue;
    const all = [...new Set(itsPosts.flatMap((post) => post.tags))].sort();
    const { names } = translatedTagNames(
      all,
      tags,
      (await translationIn(language, 'tags.ts')).tags,
      marks,
    );
    await page.goto(at(pathIn(language, '/blog')));
    for (const tag of all) {
      const link = page.locator('main').locator(`a[href$="/blog/tags/${tag}"]`).first();
      await expect(link).toHaveText(`#${names[tag] ?? tag}`);
      const tagMarks = untranslated(names, tag);
      if (tagMarks.lang === undefined) await expect(link).not.toHaveAttribute('lang');
      else await expect(link).toHaveAttribute('lang', tagMarks.lang);
    }
  }
});

test('a message sent from a translation’s contact page is answered in its language, and the owner sees which @any-width', async ({
  page,
  javaScriptEnabled,
}) => {
  await postFrom(page, ownLoopbackAddress());
  for (const language of languages.slice(1)) {
    const words = await copyOf(language);
    const message = `${language.tag}: ${randomUUID()}`;
    await page.goto(at(pathIn(language, '/contact')));
    await page.getByLabel(words.contact.form.name).fill('Asha');
    await page.getByLabel(words.contact.form.email).fill('asha@example.com');
    await page.getByLabel(words.contact.form.message).fill(message);
    await page.getByRole('button', { name: words.contact.form.send }).click();
    if (javaScriptEnabled)
      await expect(page.getByText(words.contact.toasts.success)).toBeVisible({ timeout: 20_000 });
    else {
      await expect(page).toHaveURL(at(pathIn(language, '/contact/sent')));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        words.contact.results.sent.heading.replace('{success}', words.contact.toasts.success),
      );
    }
    // Each look is the owner's CLI starting afresh: a second or two on a busy machine.
    await expect
      .poll(
        async () => (await ownersInbox()).find((query) => query.message === message)?.language,
        { timeout: 20_000 },
      )
      .toBe(language.tag);
  }
});

test('the sitemap lists every page in every language, and each language’s feeds are its own @any-width', async ({
  request,
}) => {
  const sitemap = await (await request.get(at('/sitemap.xml'))).text();
  const origin = new URL(publicSiteUrl).origin;
  for (const language of languages)
    for (const path of sitePages.filter((candidate) => hasPageIn(language, candidate)))
      expect(sitemap).toContain(`<loc>${origin}${language.path}${path.slice(1)}</loc>`);
  for (const language of languages) {
    const home = await (await request.get(at(pathIn(language, '/')))).text();
    const feeds = [
      ...home.matchAll(/<link rel="alternate" type="application\/rss\+xml"[^>]*href="([^"]+)"/g),
    ].map(([, href = '']) => href);
    if (posts.length === 0) {
      expect(feeds).toEqual([]);
      continue;
    }
    expect(feeds).toEqual([`${language.path}rss.xml`]);
    const feed = await request.get(feeds[0] ?? '');
    expect(feed.status()).toBe(200);
    const xml = await feed.text();
    expect(xml).toMatch(/^<\?xml/);
    expect(xml).toContain(`<language>${language.tag}</language>`);
  }
});

test('the search in a language finds a word only its translation has, and lists every page without JavaScript @any-width', async ({
  page,
  javaScriptEnabled,
}) => {
  const own = new Set(
    projects.flatMap((project) => project.description.toLowerCase().split(/[^\p{L}\p{N}]+/u)),
  );
  for (const language of languages.slice(1)) {
    const words = (await translationIn(language, 'projects.ts')).projects;
    const shown = translateProjects(projects, words, { lang: 'und', dir: 'ltr' });
    const found = shown
      .map((project) => ({
        project,
        word: project.description
          .split(/[^\p{L}\p{M}\p{N}]+/u)
          .find((word) => word.length >= 4 && !own.has(word.toLowerCase())),
      }))
      .find((candidate) => candidate.word !== undefined);
    if (found?.word === undefined)
      throw new Error(`${language.tag} translates no project's description`);
    const interfaceWords = await copyOf(language);
    await page.goto(at(pathIn(language, '/search')));
    // Without JavaScript the search page lists every page instead, the project's among them.
    if (!javaScriptEnabled) {
      await expect(
        page.getByRole('link', { name: found.project.title, exact: true }).first(),
      ).toBeVisible();
      continue;
    }
    await page.getByLabel(interfaceWords.search.label).fill(found.word);
    await expect(
      page.getByRole('link', { name: found.project.title, exact: true }).first(),
    ).toBeVisible();
    // The count is written in the language's digits and its text in the form its plural rules
    // pick for it (the persona's Arabic gives six).
    const forms = translate(copy, interfaceWords, { lang: 'und', dir: 'ltr' }).search.results;
    const numbers = new Intl.NumberFormat(language.tag);
    const said = (count: number) =>
      (typeof forms === 'string' ? forms : pluralForm(forms, { count }, language.tag))
        .replace('{count}', numbers.format(count))
        .replace('{query}', found.word ?? '');
    const status = page.locator('main').getByRole('status');
    await expect
      .poll(async () => {
        const text = await status.textContent();
        return Array.from({ length: 50 }, (_, count) => count + 1).some(
          (count) => said(count) === text,
        );
      })
      .toBe(true);
  }
});
