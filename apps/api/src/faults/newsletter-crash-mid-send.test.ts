// A new post to the followers, with the API process killed after the mail server answered 250 for
// the first mail and before the database recorded it: the restarted process sends the rest, and
// the first again once its claim expires, under the same Message-ID, so that reader's mail client
// shows one message; every reader gets the post, and no other mail is sent twice.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { freePort } from '@portfolio/dev-tools/free-port';
import { createSqliteDatabase } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { waitFor } from '@portfolio/dev-tools/wait-for';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { spawnApi, untilHealthy } from '../test-support/api-process.ts';
import type { ApiProcess } from '../test-support/api-process.ts';
import { headersOf, smtpSink } from '@portfolio/dev-tools/smtp-sink';
import type { SmtpSink } from '@portfolio/dev-tools/smtp-sink';
import { holdSqliteWriteLock } from '../test-support/sqlite-lock.ts';

const readers = ['one@example.com', 'two@example.com', 'three@example.com'];
let database: TestDatabase;
let sink: SmtpSink;
let feed: Server;
const items = [{ url: 'blog/archived', title: 'Archived', summary: 'Old.' }];
const apis: ApiProcess[] = [];

beforeAll(async () => {
  database = createSqliteDatabase();
  const db = openDatabase(database.url);
  await migrateToLatest(db.kysely);
  const at = new Date().toISOString();
  await db.kysely
    .insertInto('newsletter_subscribers')
    .values(
      readers.map((email) => ({
        id: uuidv7(),
        email,
        language: 'en',
        status: 'confirmed' as const,
        created_at: at,
        confirmation_sent_at: at,
        confirmed_at: at,
        unsubscribed_at: null,
      })),
    )
    .execute();
  await db.kysely.destroy();
  sink = smtpSink(await freePort(), {
    // First mail: hold the database so the API cannot record the 250 it is about to get ...
    beforeAccept: async () => {
      if (sink.mails.length === 1) await holdSqliteWriteLock(database.url, 3000);
    },
    // ... and kill it as soon as the 250 is on its way.
    afterAccept: () => {
      if (sink.mails.length === 1) setTimeout(() => apis[0]?.child.kill('SIGKILL'), 200);
    },
  });
  await sink.start();
  feed = createServer((request, response) => {
    const site = `http://127.0.0.1:${String((feed.address() as AddressInfo).port)}/`;
    response.writeHead(request.url === '/feed.json' ? 200 : 404).end(
      request.url === '/feed.json'
        ? JSON.stringify({
            version: 'https://jsonfeed.org/version/1.1',
            language: 'en',
            authors: [{ name: 'The Owner' }],
            items: items.map((item) => ({ ...item, url: new URL(item.url, site).href })),
          })
        : '',
    );
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  for (const api of apis) if (api.child.exitCode === null) api.child.kill('SIGKILL');
  await sink.stop();
  await new Promise((resolve) => feed.close(resolve));
  await database.drop();
});

async function startApi(port: number): Promise<ApiProcess> {
  const api = spawnApi({
    DATABASE_URL: database.url,
    API_PORT: String(port),
    SMTP_URL: `smtp://127.0.0.1:${String(sink.port)}`,
    NOTIFY_EMAIL_TO: 'owner@example.com',
    NOTIFY_EMAIL_FROM: 'site@example.com',
    NOTIFY_CLAIM_TIMEOUT: '1s',
    NOTIFY_CONCURRENCY: '1',
    DATABASE_TIMEOUT: '5s',
    NEWSLETTER_FEED_URL: `http://127.0.0.1:${String((feed.address() as AddressInfo).port)}/feed.json`,
    NEWSLETTER_POLL_INTERVAL: '1s',
  });
  apis.push(api);
  await untilHealthy(api);
  return api;
}

/** Whether the API has read the feed once (its archive recorded). */
async function feedRead(): Promise<true | undefined> {
  const db = openDatabase(database.url);
  try {
    const row = await db.kysely
      .selectFrom('api_settings')
      .select('name')
      .where('name', '=', 'newsletter_first_feed_read')
      .executeTakeFirst();
    return row === undefined ? undefined : true;
  } finally {
    await db.kysely.destroy();
  }
}

describe("a crash between the mail server's 250 and the record of a follower's mail", () => {
  it('sends the post to every reader, the interrupted one again under the same Message-ID', async () => {
    const port = await freePort();
    const first = await startApi(port);
    await waitFor(feedRead, 20_000);
    items.push({ url: 'blog/new', title: 'A new post', summary: 'New.' });
    await first.exited;

    await startApi(port);
    await waitFor(() => (sink.mails.length >= readers.length + 1 ? true : undefined), 30_000);
    const byReader = new Map<string, Set<string | undefined>>();
    for (const mail of sink.mails) {
      expect(headersOf(mail.raw).get('subject')).toBe('A new post');
      for (const to of mail.to)
        byReader.set(
          to,
          (byReader.get(to) ?? new Set()).add(headersOf(mail.raw).get('message-id')),
        );
    }
    expect([...byReader.keys()].sort()).toEqual([...readers].sort());
    // One Message-ID per reader, though one of them was sent twice.
    for (const ids of byReader.values()) expect(ids.size).toBe(1);
    expect(sink.mails).toHaveLength(readers.length + 1);
  }, 90_000);
});
