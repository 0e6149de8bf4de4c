// A reader replies to a post from the form under it, with JavaScript off (the browser posts it and
// lands on the site's page saying it awaits the author) and on (said in place, with a proof of
// work); nothing shows on the post until the owner, signed in to the web inbox with a passkey,
// approves it and answers; then it is on the post without a rebuild, the answer under it marked
// as the author's, and a hostile reply stays text (issue 57). The built form, its challenge and the island's reads are routed to
// an API of the spec's own.
//
// Runs on: desktop
// Because: the form and the island are the same at every width and theme (their look is judged
// by screenshots and the axe runs); the no-JavaScript post is made here in a context of its own.
import type { Page } from '@playwright/test';
import { replyResultPaths } from '@portfolio/contract/replies';
import { copy } from '@portfolio/content/copy';
import { identity } from '@portfolio/content/identity';
import { pathsOf } from '@portfolio/content-model/site-pages';
import { createSqliteDatabase } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { expect, test, untilIslandsAwake } from './support/test.ts';
import { at, challengeEndpoint, repliesEndpoint, siteUrl } from './support/addresses.ts';
import { signedInOwner } from './support/inbox-owner.ts';
import { startOwnApi } from './support/own-api.ts';
import type { OwnApi } from './support/own-api.ts';

const words = copy.replies;
const hostile = `Sent in place. <img src=x onerror="document.title='pwned'">`;
const [post] = pathsOf('post');
if (post === undefined) throw new Error('These checks need a post: the reply form is under it.');

let database: TestDatabase | undefined;
let api: OwnApi | undefined;

test.beforeAll(async () => {
  database = createSqliteDatabase();
  api = await startOwnApi({ DATABASE_URL: database.url, SITE_URL: siteUrl.replace(/\/$/, '') });
});
test.afterAll(async () => {
  await api?.stop();
  await database?.drop();
});

function ownApi(): OwnApi {
  if (api === undefined || repliesEndpoint === '') throw new Error('no API of the spec’s own');
  return api;
}

/** The built form, its challenge and the island's reads, all to the spec's API. */
async function routeToOwnApi(page: Page): Promise<void> {
  const { origin } = ownApi();
  await page.route(`${origin}/**`, (route) => route.continue());
  await page.route(repliesEndpoint, (route) => route.continue({ url: `${origin}/replies` }));
  await page.route(`${repliesEndpoint}?*`, (route) =>
    route.continue({ url: `${origin}/replies${new URL(route.request().url()).search}` }),
  );
  if (challengeEndpoint !== '')
    await page.route(challengeEndpoint, (route) =>
      route.continue({ url: `${origin}${new URL(challengeEndpoint).pathname}` }),
    );
}

interface Listed {
  id: string;
  text: string;
  status: string;
  parentId: string | null;
}

const listed = async (): Promise<Listed[]> =>
  JSON.parse(await ownApi().cli('replies', 'list', '--json')) as Listed[];

async function writeReply(page: Page, name: string, message: string): Promise<void> {
  const form = page.getByRole('region', { name: words.form.heading });
  await form.getByLabel(words.form.name).fill(name);
  await form.getByLabel(words.form.message).fill(message);
  await form.getByLabel(words.form.email, { exact: false }).fill('reader@example.com');
  await form.getByRole('button', { name: words.form.submit }).click();
}

test('a reader replies with or without JavaScript; the owner approves and answers from the web inbox; the post shows both', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Without JavaScript: the browser posts the form and lands on the site's page.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const plainPage = await plain.newPage();
  await routeToOwnApi(plainPage);
  await plainPage.goto(new URL(at(post), siteUrl).href);
  await writeReply(plainPage, 'Reader without script', 'Posted by the browser itself.');
  await expect(plainPage).toHaveURL(new RegExp(`${replyResultPaths.sent}$`));
  await expect(plainPage.getByRole('heading', { level: 1 })).toHaveText(words.results.sent.heading);
  await plain.close();

  // With JavaScript: said in place, the form gives way to the answer.
  await routeToOwnApi(page);
  await page.goto(at(post));
  await untilIslandsAwake(page);
  await writeReply(page, 'Reader with script', hostile);
  await expect(
    page.getByRole('status').filter({ hasText: words.results.sent.heading }),
  ).toBeFocused();
  await expect(page.getByRole('button', { name: words.form.submit })).toBeHidden();

  // Both are held, neither spam, and the post shows neither.
  const held = await listed();
  expect(held.map((reply) => [reply.text, reply.status]).sort()).toEqual([
    ['Posted by the browser itself.', 'held'],
    [hostile, 'held'],
  ]);
  await page.reload();
  const replies = page.getByRole('region', { name: words.heading });
  await replies.scrollIntoViewIfNeeded();
  await expect(replies.getByText(words.none)).toBeVisible();

  // The owner approves one and answers the other, from the web inbox.
  const owner = await signedInOwner(browser, {
    cli: (...args) => ownApi().cli('inbox', ...args),
    inboxUrl: `${ownApi().origin}/inbox`,
  });
  await owner.page.goto(`${ownApi().origin}/inbox/replies`);
  const plainCard = owner.page.getByRole('listitem').filter({ hasText: 'Reader without script' });
  await plainCard.getByRole('button', { name: 'Approve' }).click();
  await expect(owner.page.getByText('Reader without script')).toBeHidden();
  const scriptCard = owner.page.getByRole('listitem').filter({ hasText: 'Reader with script' });
  await scriptCard.getByLabel('Your answer', { exact: false }).fill('Thank you, glad it helped.');
  await scriptCard.getByRole('button', { name: 'Answer' }).click();
  await expect(owner.page).toHaveURL(/status=approved/);
  expect(await owner.page.title()).not.toBe('pwned');
  await owner.context.close();

  // On the post, without a rebuild: both replies, the answer under its reply.
  await page.reload();
  await replies.scrollIntoViewIfNeeded();
  await expect(replies.getByText('Posted by the browser itself.')).toBeVisible();
  const answered = replies.getByRole('listitem').filter({ hasText: 'Reader with script' });
  await expect(answered.getByText('Thank you, glad it helped.')).toBeVisible();
  await expect(answered).toContainText(identity.fullName);
  await expect(answered).toContainText(words.byAuthor);
  // A stranger's markup is text: no picture, nothing run, on the post or in the inbox.
  await expect(answered).toContainText('<img src=x');
  await expect(replies.locator('img')).toHaveCount(0);
  expect(await page.title()).not.toBe('pwned');
});
