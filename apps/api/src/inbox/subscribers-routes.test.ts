// The inbox's Subscribers page through inject(), on SQLite and PostgreSQL: the figures, the days
// and the sends counted from the newsletter's rows, a stranger's address shown as text and made
// safe in the CSV, and erasing an address only with the session's CSRF token from the inbox.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBackends } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import type { Db } from '../db/database.ts';
import type { SubscriberStatus } from '../db/schema.ts';
import { listSubscribers } from '../newsletter/subscribers.ts';
import { signedInOwner } from '../test-support/inbox-sign-in.ts';
import type { OwnerSession } from '../test-support/inbox-sign-in.ts';
import { randomAddress } from '../test-support/random-address.ts';
import { testEnv } from '../test-support/test-env.ts';

const origin = 'http://localhost:4398';
const hostileAddress = '"><script>alert(1)</script>@example.com';
const formulaAddress = '=HYPERLINK("http://evil.example")@example.com';

describe.each(databaseBackends)('the Subscribers page on $kind', ({ create }) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let db: Db;
  let owner: OwnerSession;

  const as = (options: InjectOptions): InjectOptions => ({
    remoteAddress: randomAddress(),
    ...options,
    headers: { cookie: owner.cookie, ...options.headers },
  });

  async function follower(email: string, status: SubscriberStatus, now: string) {
    const id = randomUUID();
    await db.kysely
      .insertInto('newsletter_subscribers')
      .values({
        id,
        email,
        language: 'hi',
        status,
        created_at: now,
        confirmation_sent_at: now,
        confirmed_at: status === 'pending' ? null : now,
        unsubscribed_at: status === 'unsubscribed' ? now : null,
      })
      .execute();
    return id;
  }

  beforeAll(async () => {
    database = await create();
    app = await buildApp({
      env: testEnv({ DATABASE_URL: database.url, API_PUBLIC_URL: origin }),
      logger: false,
      outboxPollMs: false,
      retentionEveryMs: false,
      newsletterMailPollMs: false,
      newsletterPollsFeed: false,
    });
    db = openDatabase(database.url);
    owner = await signedInOwner(db);
    const now = new Date().toISOString();
    // One mail of the new post to each (one a reader a post), one sent, one failed, one waiting.
    const readers = [
      await follower(hostileAddress, 'confirmed', now),
      await follower(formulaAddress, 'pending', now),
      await follower('gone@example.com', 'unsubscribed', now),
    ];
    await db.kysely
      .insertInto('newsletter_posts')
      .values([
        { id: 'blog/the-archive', found_at: now, archived: 1 },
        { id: 'blog/a-new-post', found_at: now, archived: 0 },
      ])
      .execute();
    await db.kysely
      .insertInto('newsletter_deliveries')
      .values(
        (['sent', 'failed', 'pending'] as const).map((status, index) => ({
          id: randomUUID(),
          subscriber_id: readers[index] ?? '',
          kind: 'post' as const,
          post_id: 'blog/a-new-post',
          payload: '{}',
          status,
          attempts: 1,
          next_attempt_at: now,
          locked_until: null,
          last_error: null,
          created_at: now,
          sent_at: status === 'sent' ? now : null,
        })),
      )
      .execute();
  });

  afterAll(async () => {
    await db.kysely.destroy();
    await app.close();
    await database.drop();
  });

  it('counts the followers, who came and left today, and each new post’s send; the archive is none', async () => {
    const page = await app.inject(as({ method: 'GET', url: '/inbox/subscribers?days=7' }));
    expect(page.statusCode).toBe(200);
    const figures = [...page.body.matchAll(/<dt>([^<]+)<\/dt>\s*<dd>([^<]+)<\/dd>/g)].map(
      ([, label, value]) => [label, value],
    );
    expect(figures).toEqual([
      ['Confirmed', '1'],
      ['Pending', '1'],
      ['Unsubscribed', '1'],
    ]);
    // Today's row: the confirmed and the unsubscribed address both came today; one left.
    expect(page.body).toMatch(
      /<th scope="row"><time datetime="[\d-]+">[\d-]+<\/time><\/th>\s*<td class="count">2<\/td>\s*<td class="count">1<\/td>/,
    );
    expect(page.body).toMatch(
      /blog\/a-new-post<\/bdi><\/td>[\s\S]*?<td class="count">1<\/td>\s*<td class="count">1<\/td>\s*<td class="count">1<\/td>/,
    );
    expect(page.body).not.toContain('blog/the-archive');
    expect(page.body).toContain('<svg');
  });

  it('shows a stranger’s address as text, never as markup', async () => {
    const page = await app.inject(as({ method: 'GET', url: '/inbox/subscribers' }));
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('exports every address as CSV that a spreadsheet will not run', async () => {
    const csv = await app.inject(as({ method: 'GET', url: '/inbox/subscribers.csv' }));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\r\n')[0]).toBe(
      '"email","language","status","created_at","confirmed_at","unsubscribed_at"',
    );
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"")@example.com"`);
  });

  it('erases an address only with the session’s token from the inbox’s own page', async () => {
    const post = (fields: Record<string, string>, headers: Record<string, string> = { origin }) =>
      app.inject(
        as({
          method: 'POST',
          url: '/inbox/subscribers/erase',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
          payload: new URLSearchParams(fields).toString(),
        }),
      );
    expect((await post({ email: 'gone@example.com' })).statusCode).toBe(403);
    expect(
      (
        await post(
          { csrf: owner.csrf, email: 'gone@example.com' },
          { origin: 'https://evil.example' },
        )
      ).statusCode,
    ).toBe(403);
    const signedOut = await app.inject({
      method: 'POST',
      url: '/inbox/subscribers/erase',
      remoteAddress: randomAddress(),
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ csrf: owner.csrf, email: 'gone@example.com' }).toString(),
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await listSubscribers(db)).map((s) => s.email)).toContain('gone@example.com');
    const erased = await post({ csrf: owner.csrf, email: 'GONE@example.com' });
    expect(erased.statusCode).toBe(303);
    expect(erased.headers.location).toBe('/inbox/subscribers?done=erased-subscriber');
    expect((await listSubscribers(db)).map((s) => s.email)).not.toContain('gone@example.com');
  });
});
