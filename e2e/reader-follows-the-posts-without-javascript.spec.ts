// A reader with JavaScript off follows the owner's posts from a post: the browser posts
// the form to the API, which sends them to the site's page saying what comes next, in the page's
// language, and one confirmation mail (issue 56). The form is routed to an API of the spec's own
// with a real mail server (support/newsletter-stand.ts).
//
// Runs on: desktop without JavaScript
// Because: the form posted by the browser itself is the same at every width; with JavaScript the
// answer is in place (reader-follows-the-posts-by-e-mail.spec.ts).
import { newsletterResultPaths } from '@portfolio/contract/newsletter';
import { copy } from '@portfolio/content/copy';
import { pathsOf } from '@portfolio/content-model/site-pages';
import { expect, test } from './support/test.ts';
import { at } from './support/addresses.ts';
import { linkIn, newsletterStandFor } from './support/newsletter-stand.ts';

const words = copy.newsletter;
const [post] = pathsOf('post');
if (post === undefined) throw new Error('These checks need a post: the form is at its end.');

const stand = newsletterStandFor(test);

test('a post’s form, posted by the browser, lands on the page that says to check the inbox', async ({
  page,
}) => {
  const reader = 'no-script@example.com';
  await stand().route(page);
  // The blog's list has the form, and so has the end of each post: the reader is on a post.
  await page.goto(at('/blog'));
  await expect(page.getByRole('region', { name: words.heading })).toBeVisible();
  await page.goto(at(post));
  const form = page.getByRole('region', { name: words.heading });
  await form.getByLabel(words.email).fill(reader);
  await form.getByRole('button', { name: words.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${newsletterResultPaths.sent}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.results.sent.heading);
  const [confirmation] = await stand().mailsTo(reader, 1);
  if (confirmation === undefined) throw new Error('no confirmation');
  await page.goto(linkIn(confirmation, '/newsletter/confirm'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.results.confirmed.heading);
});
