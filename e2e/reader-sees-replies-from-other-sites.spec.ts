// Another site answers a post by Webmention; the owner approves it; a reader sees it under the
// post without a rebuild, as text (a hostile reply stays inert) (issue 57). The site is the build
// as it is; its replies' address is routed to an API of the spec's own, which may fetch the
// spec's source page on this machine (WEBMENTION_PRIVATE_SOURCES=allow).
//
// Runs on: desktop
// Because: the island and the API are the same at every width and theme.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { copy } from '@portfolio/content/copy';
import { pathsOf } from '@portfolio/content-model/site-pages';
import { createSqliteDatabase } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { waitFor } from '@portfolio/dev-tools/wait-for';
import { expect, test } from './support/test.ts';
import { at, repliesEndpoint, siteUrl } from './support/addresses.ts';
import { startOwnApi } from './support/own-api.ts';
import type { OwnApi } from './support/own-api.ts';

const [post] = pathsOf('post');
if (post === undefined) throw new Error('These checks need a post: replies are under it.');
const target = `${siteUrl}${post.slice(1)}`;

let database: TestDatabase | undefined;
let api: OwnApi | undefined;
let source: Server | undefined;
let sourceUrl = '';

test.beforeAll(async () => {
  database = createSqliteDatabase();
  source = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      `<!doctype html><article class="h-entry">
        <a class="u-in-reply-to" href="${target}">In reply</a>
        <p class="p-author h-card"><a class="u-url p-name" href="https://ana.example/">Ana Souza</a></p>
        <div class="e-content">Thank you for this.<img src=x onerror="document.title='pwned'"></div>
      </article>`,
    );
  });
  await new Promise<void>((resolve) => source?.listen(0, '127.0.0.1', resolve));
  sourceUrl = `http://127.0.0.1:${String((source.address() as AddressInfo).port)}/reply`;
  api = await startOwnApi({
    DATABASE_URL: database.url,
    SITE_URL: siteUrl.replace(/\/$/, ''),
    WEBMENTION_PRIVATE_SOURCES: 'allow',
  });
});
test.afterAll(async () => {
  await api?.stop();
  await new Promise((resolve) => source?.close(resolve));
  await database?.drop();
});

test('a reply another site sends by Webmention shows under the post once the owner approves it', async ({
  page,
}) => {
  if (api === undefined || repliesEndpoint === '') throw new Error('no API of the spec’s own');
  const own = api;
  const sent = await fetch(`${own.origin}/webmention`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ source: sourceUrl, target }).toString(),
  });
  expect(sent.status).toBe(202);
  const held = await waitFor(async () => {
    const listed = JSON.parse(await own.cli('replies', 'list', '--json')) as {
      id: string;
      status: string;
    }[];
    return listed.length > 0 ? listed : undefined;
  });
  expect(held[0]?.status).toBe('held');

  await page.route(`${repliesEndpoint}?*`, (route) =>
    route.continue({ url: `${own.origin}/replies${new URL(route.request().url()).search}` }),
  );
  await page.goto(at(post));
  const replies = page.getByRole('region', { name: copy.replies.heading });
  await replies.scrollIntoViewIfNeeded();
  // Held: nothing shows.
  await expect(replies.getByText(copy.replies.none)).toBeVisible();

  await own.cli('replies', 'approve', held[0]?.id ?? '');
  await page.reload();
  await replies.scrollIntoViewIfNeeded();
  await expect(replies.getByText(/Thank you for this\./)).toBeVisible();
  const author = replies.getByRole('link', { name: 'Ana Souza' });
  await expect(author).toHaveAttribute('href', 'https://ana.example/');
  await expect(author).toHaveAttribute('rel', 'nofollow ugc noopener');
  // The source's markup is not the post's: no picture, nothing run.
  await expect(replies.locator('img')).toHaveCount(0);
  expect(await page.title()).not.toBe('pwned');
});
