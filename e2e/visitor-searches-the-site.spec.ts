// /search finds posts, pages and projects by their words, on the static index the build writes;
// a draft's words are in no index (visitor-reads-the-blog.spec.ts reads the page without
// JavaScript). What is searched for comes from content/ itself.
//
// Runs on: phone, desktop, static host, persona desktop
// Because: the search is reached from the phone menu or the navbar; the static host serves its
// index and WebAssembly under /portfolio/; the persona's index holds other words.
import { copy } from '@portfolio/content/copy';
import { projects } from '@portfolio/content/projects';
import { fill } from '@portfolio/content-model/fill';
import { readPosts } from '@portfolio/content-model/posts';
import { markdownPages, posts } from '@portfolio/content-model/site-pages';
import { at } from './support/addresses.ts';
import { expect, mainNav, revealNavigation, test } from './support/test.ts';

/** The first project and its first tag: a word the search finds it by. */
function taggedProject() {
  const project = projects[0];
  const tag = project?.tags[0];
  if (project === undefined || tag === undefined) throw new Error('no project with a tag');
  return { project, tag };
}

/** A word of `text` of six letters or more that no other readable text of the site has. */
function wordOnlyIn(text: string, others: readonly string[]): string | undefined {
  const elsewhere = others.join(' ').toLowerCase();
  return text
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 6)
    .find((word) => !elsewhere.includes(word.toLowerCase()));
}

test('the search finds a post by a word only in its body, and a project by its tag', async ({
  page,
}) => {
  const search = async (words: string) => {
    await page.goto(at('/search'));
    await page.getByLabel(copy.search.label).fill(words);
  };
  const post = posts[0];
  if (post !== undefined) {
    const bodyWord = wordOnlyIn(post.body, [
      ...posts.filter((other) => other !== post).flatMap((other) => [other.body, other.title]),
      ...markdownPages.map((own) => own.body),
      JSON.stringify(projects),
      post.title,
      post.description,
    ]);
    if (bodyWord === undefined) throw new Error(`${post.file} has no word of its own`);
    await search(bodyWord);
    await expect(page.getByRole('link', { name: post.title, exact: true }).first()).toBeVisible();
  }

  const { project, tag } = taggedProject();
  await search(tag);
  await expect(page.getByRole('link', { name: project.title, exact: true })).toBeVisible();

  // A draft's words are in no build, so in no index.
  for (const draft of readPosts().posts.filter((candidate) => candidate.draft)) {
    const word = wordOnlyIn(draft.body, [
      ...posts.map((other) => other.body),
      ...markdownPages.map((own) => own.body),
      JSON.stringify(projects),
    ]);
    if (word === undefined) continue;
    await search(word);
    await expect(page.locator('main').getByRole('status')).toHaveText(
      fill(copy.search.noResults, { query: word }),
    );
  }
});

test('from any page, the navbar’s search link and the / key open a search that works', async ({
  page,
}) => {
  const { project, tag } = taggedProject();
  // Landing elsewhere first: the search runs under its own page's policy, not the first page's.
  await page.goto(at('/'));
  await revealNavigation(page);
  await mainNav(page).getByRole('link', { name: copy.search.navigationLink }).click();
  await page.getByLabel(copy.search.label).fill(tag);
  await expect(page.getByRole('link', { name: project.title, exact: true })).toBeVisible();

  await page.goto(at('/'));
  // The shortcut is listened for from the navbar's first effect, a moment after hydration; a key
  // pressed before then is not held (only taps on buttons are, decision 0016). A busy machine can
  // show that moment, so the key is pressed again until the search page has opened.
  await expect(async () => {
    await page.keyboard.press('/');
    await expect(page.getByLabel(copy.search.label)).toBeVisible({ timeout: 1000 });
  }).toPass();
  // The field takes the focus as the search wakes (it is disabled until then), which a busy
  // machine may take longer than an assertion's usual wait to do.
  await expect(page.getByLabel(copy.search.label)).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByLabel(copy.search.label)).toBeFocused();
});

test('the search form’s own button takes the visitor to the results, by keyboard and by pointer', async ({
  page,
}) => {
  const { project, tag } = taggedProject();
  await page.goto(at('/search'));
  const form = page.getByRole('search');
  const field = form.getByLabel(copy.search.label);
  const button = form.getByRole('button', { name: copy.search.submit });
  // A real submit button (WCAG technique H32): Enter in the field presses it too.
  await expect(button).toHaveAttribute('type', 'submit');

  // The results are the page's first list; every page is listed again below them.
  const lists = page.getByRole('main').getByRole('list');
  const results = lists.first();
  const firstResult = results.getByRole('link').first();
  await field.fill(tag);
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(firstResult).toBeFocused();
  // The results' list, above the list of every page: the focus is on a result.
  await expect(lists).toHaveCount(2);

  // Pressed before the results are there, it takes the visitor to them once they are; with none,
  // to the line saying so.
  const nothing = 'qzxv'.repeat(3);
  await field.fill(nothing);
  await button.click();
  const status = page.locator('main').getByRole('status');
  await expect(status).toHaveText(fill(copy.search.noResults, { query: nothing }));
  await expect(status).toBeFocused();
  // The words typed are kept, and the results still come as the visitor types.
  await expect(field).toHaveValue(nothing);
  await field.fill(tag);
  await expect(lists).toHaveCount(2);
  await expect(results.getByRole('link', { name: project.title, exact: true })).toBeVisible();
  await expect(field).toBeFocused();
});
