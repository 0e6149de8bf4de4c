// A reader follows the owner's posts by e-mail from the end of a post: the answer in place, one
// confirmation mail whose link lands on the site's page, the next post mailed once, and leaving
// with the mail's link and one button (issue 56). The site is the build as it is; its form and
// challenge are routed to an API of the spec's own with a real mail server and a feed it serves
// (support/newsletter-stand.ts).
//
// Runs on: desktop
// Because: the form's script and the mails are the same at every width and theme; the form
// without JavaScript has its own spec (reader-follows-the-posts-without-javascript.spec.ts).
import { newsletterResultPaths } from '@portfolio/contract/newsletter';
import { copy } from '@portfolio/content/copy';
import { pathsOf } from '@portfolio/content-model/site-pages';
import { expect, test } from './support/test.ts';
import { at, challengeEndpoint } from './support/addresses.ts';
import { signedInOwner } from './support/inbox-owner.ts';
import { linkIn, newsletterStandFor, subjectOf } from './support/newsletter-stand.ts';

const words = copy.newsletter;
const [post] = pathsOf('post');
if (post === undefined) throw new Error('These checks need a post: the form is at its end.');

const stand = newsletterStandFor(test);

test('a reader follows from a post, confirms by the mail, gets the next post once and leaves with one click; the owner sees them', async ({
  page,
  browser,
}) => {
  const reader = 'reader@example.com';
  await stand().route(page);
  await page.goto(at(post));
  const form = page.getByRole('region', { name: words.heading });
  // Reaching into the form fetches its script, which asks for a proof-of-work challenge at once.
  const challenged = page.waitForRequest(challengeEndpoint);
  await form.getByLabel(words.email).fill(reader);
  await challenged;
  await form.getByRole('button', { name: words.submit }).click();
  // The answer in place: the page stays, the status says what comes next.
  await expect(form.getByRole('status')).toHaveText(
    `${words.results.sent.heading}. ${words.results.sent.text}`,
  );
  await expect(form.getByRole('button', { name: words.submit })).toBeHidden();
  expect(new URL(page.url()).pathname).toMatch(new RegExp(`${post}/?$`));

  const [confirmation] = await stand().mailsTo(reader, 1);
  if (confirmation === undefined) throw new Error('no confirmation');
  await page.goto(linkIn(confirmation, '/newsletter/confirm'));
  await expect(page).toHaveURL(new RegExp(`${newsletterResultPaths.confirmed}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.results.confirmed.heading);

  // The first read of the feed keeps what it holds as the archive; the post after is mailed.
  await stand().api.cli('newsletter', 'send');
  stand().publish({ path: 'blog/a-new-post', title: 'A new post', summary: 'What it says.' });
  await stand().api.cli('newsletter', 'send');
  await stand().api.cli('newsletter', 'send');
  const mails = await stand().mailsTo(reader, 2);
  expect(mails.map(subjectOf)).toEqual([expect.any(String), 'A new post']);

  // The owner sees the follower and the send in the web inbox.
  const api = stand().api;
  const owner = await signedInOwner(browser, {
    inboxUrl: `${api.origin}/inbox`,
    cli: (...args) => api.cli('inbox', ...args),
  });
  await owner.page.getByRole('link', { name: 'Subscribers' }).click();
  const addresses = owner.page.getByRole('region', { name: 'Addresses' });
  await expect(addresses.getByRole('row', { name: new RegExp(reader) })).toContainText('confirmed');
  const sends = owner.page.getByRole('region', { name: 'Sends' });
  await expect(sends.getByRole('row', { name: /blog\/a-new-post/ })).toContainText(/1\s+0\s+0/);
  await owner.context.close();

  await page.goto(linkIn(mails[1] ?? confirmation, '/newsletter/unsubscribe'));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page).toHaveURL(new RegExp(`${newsletterResultPaths.left}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.results.left.heading);
  const listed = JSON.parse(await stand().api.cli('newsletter', 'list', '--json')) as {
    email: string;
    status: string;
  }[];
  expect(listed).toEqual([expect.objectContaining({ email: reader, status: 'unsubscribed' })]);
});
