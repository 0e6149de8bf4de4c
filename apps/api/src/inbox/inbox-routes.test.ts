// The web inbox through inject(), on a real SQLite file and the local PostgreSQL: the lock on
// every route, the CSRF and origin checks, sessions ending, hostile text staying text, and what
// the owner does to queries.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBackends } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import type { Db } from '../db/database.ts';
import { receiveQuery } from '../queries/query-repository.ts';
import { signedInOwner } from '../test-support/inbox-sign-in.ts';
import type { OwnerSession } from '../test-support/inbox-sign-in.ts';
import { randomAddress } from '../test-support/random-address.ts';
import { testEnv } from '../test-support/test-env.ts';
import { inboxCsp } from './register-inbox.ts';
import { enqueueNotifications } from '../notify/outbox-repository.ts';
import { createEnrolment } from './enrolments.ts';
import { sessionIdleMs, sessionLifetimeMs } from './sessions.ts';
import { dayIn } from '../owner-time.ts';

const origin = 'http://localhost:4399';
const anId = '00000000-0000-4000-8000-000000000000';

/** Every route of the inbox but sign-in, enrolment and the assets, as method and path. */
const lockedRoutes: readonly [string, string][] = [
  ['GET', '/inbox'],
  ['GET', '/inbox/'],
  ['GET', '/inbox/spam'],
  ['GET', `/inbox/queries/${anId}`],
  ['GET', '/inbox/queries/not-an-id'],
  ['GET', '/inbox/export'],
  ['GET', '/inbox/export.csv'],
  ['GET', '/inbox/export.json'],
  ['GET', '/inbox/erase?email=a%40example.com'],
  ['GET', '/inbox/passkeys'],
  ['GET', '/inbox/visits'],
  ['GET', '/inbox/visits?days=90'],
  ['GET', '/inbox/subscribers'],
  ['GET', '/inbox/subscribers.csv'],
  ['GET', '/inbox/replies'],
  ['GET', '/inbox/replies?status=approved'],
  ...['read', 'unread', 'handled', 'unhandled', 'spam', 'not-spam', 'retry', 'delete'].map(
    (action): [string, string] => ['POST', `/inbox/queries/${anId}/${action}`],
  ),
  ['POST', '/inbox/erase'],
  ['POST', '/inbox/subscribers/erase'],
  ...['approve', 'reject', 'erase'].map((action): [string, string] => [
    'POST',
    `/inbox/replies/${anId}/${action}`,
  ]),
  ['POST', '/inbox/passkeys/options'],
  ['POST', '/inbox/passkeys/verify'],
  ['POST', '/inbox/passkeys/rename'],
  ['POST', '/inbox/passkeys/remove'],
  ['POST', '/inbox/sign-out'],
  ['POST', '/inbox/sign-out-everywhere'],
];

const hostile = {
  name: '<script>alert(1)</script><img src=x onerror=alert(2)>',
  email: 'x"onmouseover="alert(3)@example.com',
  message: `<a href="javascript:alert(4)">click</a> \u202Eevil\u202C ${'W'.repeat(10_000)}`,
};

describe.each(databaseBackends)('the web inbox on $kind', ({ create }) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let db: Db;
  let owner: OwnerSession;

  const as = (session: OwnerSession | undefined, options: InjectOptions): InjectOptions => ({
    remoteAddress: randomAddress(),
    ...options,
    headers: {
      ...(session === undefined ? {} : { cookie: session.cookie }),
      ...options.headers,
    },
  });

  /** A form the inbox's own page would post: its origin, the CSRF token, urlencoded. */
  const form = (
    session: OwnerSession,
    url: string,
    fields: Record<string, string> = {},
  ): InjectOptions =>
    as(session, {
      method: 'POST',
      url,
      headers: {
        origin,
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ csrf: session.csrf, ...fields }).toString(),
    });

  async function stored(fields: Partial<typeof hostile> & { spam?: boolean; at?: Date } = {}) {
    const received = await receiveQuery(
      db,
      {
        name: fields.name ?? 'Grace',
        email: fields.email ?? `grace-${randomBytes(3).toString('hex')}@example.com`,
        message: fields.message ?? `Hello ${randomBytes(4).toString('hex')}`,
        spam: fields.spam ?? false,
      },
      (trx, id, at) => enqueueNotifications(trx, id, ['email'], at),
      fields.at,
    );
    return received.id;
  }

  beforeAll(async () => {
    database = await create();
    app = await buildApp({
      env: testEnv({
        DATABASE_URL: database.url,
        API_PUBLIC_URL: origin,
        INBOX_SIGN_IN_MAX: '3',
        SMTP_URL: 'smtp://127.0.0.1:9',
        NOTIFY_EMAIL_TO: 'owner@example.com',
        NOTIFY_EMAIL_FROM: 'site@example.com',
      }),
      logger: false,
      outboxPollMs: false,
      retentionEveryMs: false,
    });
    db = openDatabase(database.url);
    owner = await signedInOwner(db);
  });

  afterAll(async () => {
    await db.kysely.destroy();
    await app.close();
    await database.drop();
  });

  describe('signed out', () => {
    it.each(lockedRoutes)(
      '%s %s answers 401 to a script and tells nothing',
      async (method, url) => {
        await stored();
        const response = await app.inject(
          as(undefined, {
            method: method,
            url,
            headers: { accept: 'application/json', origin },
          }),
        );
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          statusCode: 401,
          error: 'Unauthorized',
          message: 'Sign in to the inbox first.',
        });
        expect(response.headers['cache-control']).toBe('no-store');
      },
    );

    it.each(lockedRoutes)('%s %s sends a browser to sign in', async (method, url) => {
      const response = await app.inject(
        as(undefined, { method: method, url, headers: { accept: 'text/html', origin } }),
      );
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/inbox/sign-in');
      expect(response.body).toBe('');
    });

    it('answers a made-up session cookie as it answers none, and clears it', async () => {
      const response = await app.inject(
        as(undefined, {
          url: '/inbox',
          headers: { accept: 'application/json', cookie: `inbox_session=${'A'.repeat(43)}` },
        }),
      );
      expect(response.statusCode).toBe(401);
      expect(String(response.headers['set-cookie'])).toMatch(
        /inbox_session=;.*Max-Age=0|Expires=Thu, 01 Jan 1970/,
      );
    });

    it('shows the sign-in page with its strict headers, and no query', async () => {
      const id = await stored({ name: 'Visible Only Inside' });
      const response = await app.inject({
        url: '/inbox/sign-in',
        headers: { host: new URL(origin).host },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-security-policy']).toBe(inboxCsp);
      expect(inboxCsp).not.toContain('unsafe-inline');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('Sign in with a passkey');
      expect(response.body).toMatch(/<noscript\s*>/);
      expect(response.body).toContain('npm run inbox -- enroll');
      expect(response.body).not.toContain('Visible Only Inside');
      expect(response.body).not.toContain(id);
    });

    it('sends a browser that reached the inbox by another name to its real address', async () => {
      const response = await app.inject({
        url: '/inbox/sign-in',
        headers: { host: '127.0.0.1:4399' },
      });
      expect(response.body).toContain(`${origin}/inbox`);
      expect(response.body).toContain('API_PUBLIC_URL');
      expect(response.body).not.toContain('data-ceremony');
    });

    it('answers for a real query exactly as for one that does not exist', async () => {
      const real = await stored({ name: 'Exists For Sure' });
      const answers = await Promise.all(
        [real, anId].map((id) =>
          app.inject(
            as(undefined, { url: `/inbox/queries/${id}`, headers: { accept: 'application/json' } }),
          ),
        ),
      );
      const shape = (response: (typeof answers)[number]) => ({
        status: response.statusCode,
        body: response.body,
        headers: Object.keys(response.headers)
          .filter((name) => !['date', 'x-request-id'].includes(name))
          .sort()
          .map((name) => `${name}: ${String(response.headers[name])}`),
      });
      const [forReal, forMissing] = answers.map(shape);
      expect(forReal).toEqual(forMissing);
      expect(JSON.stringify(forReal)).not.toContain('Exists For Sure');
    });

    it('rate-limits sign-in attempts per address', async () => {
      const remoteAddress = randomAddress();
      const attempt = () =>
        app.inject({
          method: 'POST',
          url: '/inbox/sign-in/options',
          remoteAddress,
          headers: { origin, 'content-type': 'application/json' },
          payload: '{}',
        });
      for (let index = 0; index < 3; index += 1) expect((await attempt()).statusCode).toBe(200);
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(refused.json<{ message: string }>().message).toMatch(/Too many sign-in attempts/);
    });

    it('refuses a sign-in ceremony started from another origin', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/inbox/sign-in/options',
        remoteAddress: randomAddress(),
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(response.statusCode).toBe(403);
    });

    it('refuses a sign-in answer without the challenge it was given', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/inbox/sign-in/verify',
        remoteAddress: randomAddress(),
        headers: { origin, 'content-type': 'application/json' },
        payload: JSON.stringify({ response: { id: owner.passkeyId, response: {} } }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['set-cookie']).not.toMatch(/inbox_session=[A-Za-z0-9_-]{43}/);
    });
  });

  describe('enrolment links', () => {
    it('work once, within 15 minutes, and only for adding a passkey', async () => {
      const token = await createEnrolment(db);
      const page = await app.inject({ url: `/inbox/enroll?token=${token}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Add a passkey');
      expect(page.headers['set-cookie']).toBeUndefined();

      const options = await app.inject({
        method: 'POST',
        url: '/inbox/enroll/options',
        remoteAddress: randomAddress(),
        headers: { origin, 'content-type': 'application/json' },
        payload: JSON.stringify({ token }),
      });
      expect(options.statusCode).toBe(200);
      const body = options.json<{ options: { rp: { id: string }; challenge: string } }>();
      expect(body.options.rp.id).toBe('localhost');
      // The link opens nothing else.
      const inbox = await app.inject({ url: '/inbox', headers: { accept: 'application/json' } });
      expect(inbox.statusCode).toBe(401);

      const old = await createEnrolment(db, new Date(Date.now() - 16 * 60_000));
      const expired = await app.inject({ url: `/inbox/enroll?token=${old}` });
      expect(expired.statusCode).toBe(410);
      expect(expired.body).toContain('expired');
      const unknown = await app.inject({ url: `/inbox/enroll?token=${'b'.repeat(43)}` });
      expect(unknown.statusCode).toBe(410);
      expect(unknown.body).toContain('not a valid enrolment link');
    });
  });

  describe('signed in', () => {
    it('lists queries newest first with unread marked, and searches them', async () => {
      const older = await stored({
        name: 'Older Sender',
        message: 'first about a kiwi',
        at: new Date(Date.now() - 60_000),
      });
      const newer = await stored({ name: 'Newer Sender', message: 'second about a mango' });
      const response = await app.inject(as(owner, { url: '/inbox' }));
      expect(response.statusCode).toBe(200);
      expect(response.body.indexOf(newer)).toBeLessThan(response.body.indexOf(older));
      expect(response.body).toContain('Unread');

      const search = await app.inject(as(owner, { url: '/inbox?q=KIWI' }));
      expect(search.body).toContain(older);
      expect(search.body).not.toContain(newer);
      const literal = await app.inject(as(owner, { url: '/inbox?q=%25' }));
      expect(literal.body).not.toContain(older);
    });

    it('names the language a query was sent in, in the list and in full', async () => {
      const { id } = await receiveQuery(
        db,
        {
          name: 'Priya',
          email: 'priya@example.com',
          message: `Namaste ${randomBytes(4).toString('hex')}`,
          language: 'hi',
          spam: false,
        },
        (trx, queryId, at) => enqueueNotifications(trx, queryId, ['email'], at),
      );
      const list = await app.inject(as(owner, { url: '/inbox?q=priya' }));
      expect(list.body).toContain('Hindi (hi)');
      const page = await app.inject(as(owner, { url: `/inbox/queries/${id}` }));
      expect(page.body).toMatch(/<dt>Language<\/dt>\s*<dd>Hindi \(hi\)<\/dd>/);
    });

    it('names each delivery of a query: the owner’s notification and the sender’s auto-reply', async () => {
      const { id } = await receiveQuery(
        db,
        {
          name: 'Grace',
          email: 'grace@example.com',
          message: `Hi ${randomBytes(4).toString('hex')}`,
          spam: false,
        },
        (trx, queryId, at) => enqueueNotifications(trx, queryId, ['email', 'auto-reply'], at),
      );
      const page = await app.inject(as(owner, { url: `/inbox/queries/${id}` }));
      expect(page.body).toMatch(/E-mail:\s+waiting/);
      // Sent from no page that said its language: none shown.
      expect(page.body).not.toContain('<dt>Language</dt>');
      expect(page.body).toMatch(/Auto-reply to the sender:\s+waiting/);
    });

    it('shows hostile names and messages as text, and a megabyte as one bounded preview', async () => {
      const id = await stored(hostile);
      const list = await app.inject(as(owner, { url: '/inbox' }));
      const page = await app.inject(as(owner, { url: `/inbox/queries/${id}` }));
      for (const body of [list.body, page.body]) {
        expect(body).not.toContain('<script>alert');
        expect(body).not.toContain('<img src=x');
        expect(body).not.toContain('<a href="javascript:');
        expect(body).not.toContain('"onmouseover="');
        expect(body).not.toContain('\u202E');
        expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      }
      expect(page.body).toContain('\\u202e');
      const huge = await stored({ message: `${'x'.repeat(1_000_000)} end` });
      const withHuge = await app.inject(as(owner, { url: '/inbox' }));
      expect(withHuge.body).toContain(huge);
      expect(withHuge.body.length).toBeLessThan(200_000);
    });

    it('marks read on opening, then unread, handled and back', async () => {
      const id = await stored();
      await app.inject(as(owner, { url: `/inbox/queries/${id}` }));
      const row = () =>
        db.kysely.selectFrom('queries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect((await row()).read_at).not.toBeNull();

      const unread = await app.inject(form(owner, `/inbox/queries/${id}/unread`));
      expect(unread.statusCode).toBe(303);
      expect(unread.headers.location).toBe(`/inbox/queries/${id}?done=unread`);
      expect((await row()).read_at).toBeNull();

      await app.inject(form(owner, `/inbox/queries/${id}/handled`));
      expect((await row()).handled_at).not.toBeNull();
      await app.inject(form(owner, `/inbox/queries/${id}/unhandled`));
      expect((await row()).handled_at).toBeNull();
    });

    it('refuses a change from another origin, or without the CSRF token', async () => {
      const id = await stored();
      const crossOrigin = await app.inject({
        ...form(owner, `/inbox/queries/${id}/delete`),
        headers: {
          cookie: owner.cookie,
          origin: 'https://evil.example',
          'content-type': 'application/x-www-form-urlencoded',
        },
      });
      expect(crossOrigin.statusCode).toBe(403);
      const noToken = await app.inject(
        as(owner, {
          method: 'POST',
          url: `/inbox/queries/${id}/delete`,
          headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
          payload: '',
        }),
      );
      expect(noToken.statusCode).toBe(403);
      const wrongToken = await app.inject(
        form({ ...owner, csrf: 'x'.repeat(43) }, `/inbox/queries/${id}/delete`),
      );
      expect(wrongToken.statusCode).toBe(403);
      const noOrigin = await app.inject(
        as(owner, {
          method: 'POST',
          url: `/inbox/queries/${id}/delete`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `csrf=${owner.csrf}`,
        }),
      );
      expect(noOrigin.statusCode).toBe(403);
      // A withheld origin passes only when the browser vouches that the page was the inbox's.
      const nullOriginCrossSite = await app.inject(
        as(owner, {
          method: 'POST',
          url: `/inbox/queries/${id}/delete`,
          headers: {
            origin: 'null',
            'sec-fetch-site': 'cross-site',
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload: `csrf=${owner.csrf}`,
        }),
      );
      expect(nullOriginCrossSite.statusCode).toBe(403);
      const still = await db.kysely
        .selectFrom('queries')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      expect(still?.id).toBe(id);

      const deleted = await app.inject({
        ...form(owner, `/inbox/queries/${id}/delete`),
        headers: {
          cookie: owner.cookie,
          origin: 'null',
          'sec-fetch-site': 'same-origin',
          'content-type': 'application/x-www-form-urlencoded',
        },
      });
      expect(deleted.statusCode).toBe(303);
      const gone = await db.kysely
        .selectFrom('queries')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      expect(gone).toBeUndefined();
    });

    it('moves spam to the inbox with one notification, however often it is asked', async () => {
      const id = await stored({ spam: true });
      const outbox = () =>
        db.kysely.selectFrom('outbox').selectAll().where('query_id', '=', id).execute();
      expect(await outbox()).toHaveLength(0);
      const spamFolder = await app.inject(as(owner, { url: '/inbox/spam' }));
      expect(spamFolder.body).toContain(id);
      const page = await app.inject(as(owner, { url: `/inbox/queries/${id}` }));
      expect(page.body).toMatch(/Spam:\s+honeypot filled/);

      await app.inject(form(owner, `/inbox/queries/${id}/not-spam`));
      await app.inject(form(owner, `/inbox/queries/${id}/not-spam`));
      expect(await outbox()).toHaveLength(1);
      const inbox = await app.inject(as(owner, { url: '/inbox' }));
      expect(inbox.body).toContain(id);
    });

    it('moves a query to spam, dropping its unsent notification, and back with one', async () => {
      const id = await stored();
      const outbox = () =>
        db.kysely.selectFrom('outbox').select('status').where('query_id', '=', id).execute();
      expect(await outbox()).toEqual([{ status: 'pending' }]);
      const moved = await app.inject(form(owner, `/inbox/queries/${id}/spam`));
      expect(moved.headers.location).toBe(`/inbox/queries/${id}?done=spam`);
      expect(await outbox()).toEqual([]);
      const spamFolder = await app.inject(as(owner, { url: '/inbox/spam' }));
      expect(spamFolder.body).toContain(id);

      await app.inject(form(owner, `/inbox/queries/${id}/not-spam`));
      expect(await outbox()).toEqual([{ status: 'pending' }]);
    });

    it('keeps a sent notification when a query moves to spam, and never sends it again', async () => {
      const id = await stored();
      await db.kysely
        .updateTable('outbox')
        .set({ status: 'sent', sent_at: new Date().toISOString() })
        .where('query_id', '=', id)
        .execute();
      await app.inject(form(owner, `/inbox/queries/${id}/spam`));
      await app.inject(form(owner, `/inbox/queries/${id}/not-spam`));
      const rows = await db.kysely
        .selectFrom('outbox')
        .select('status')
        .where('query_id', '=', id)
        .execute();
      expect(rows).toEqual([{ status: 'sent' }]);
    });

    it('exports CSV that no spreadsheet runs, and JSON equal to what was stored', async () => {
      const id = await stored({ name: '=HYPERLINK("http://evil.example","x")' });
      const csv = await app.inject(as(owner, { url: '/inbox/export.csv' }));
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.headers['content-disposition']).toMatch(
        /^attachment; filename="inbox-\d{4}-\d\d-\d\d\.csv"$/,
      );
      expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
      const json = await app.inject(as(owner, { url: '/inbox/export.json' }));
      const records = json.json<{ id: string; name: string }[]>();
      expect(records.find((record) => record.id === id)?.name).toBe(
        '=HYPERLINK("http://evil.example","x")',
      );
    });

    it('erases every query and notification from one sender, after showing the count', async () => {
      const email = `Erase-${randomBytes(3).toString('hex')}@Example.com`;
      await stored({ email });
      await stored({ email: email.toLowerCase() });
      const keep = await stored();
      const count = await app.inject(
        as(owner, { url: `/inbox/erase?email=${encodeURIComponent(email)}` }),
      );
      expect(count.body).toMatch(/2\s+queries/);
      expect(count.body).toMatch(/2\s+notifications/);

      const erased = await app.inject(form(owner, '/inbox/erase', { email }));
      expect(erased.headers.location).toBe('/inbox?done=erased&n=2');
      const left = await db.kysely
        .selectFrom('queries')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .execute();
      expect(left).toHaveLength(0);
      const kept = await db.kysely
        .selectFrom('queries')
        .select('id')
        .where('id', '=', keep)
        .execute();
      expect(kept).toHaveLength(1);
    });

    it('retries a failed notification of one query, and only of that one', async () => {
      const id = await stored();
      const other = await stored();
      await db.kysely
        .updateTable('outbox')
        .set({ status: 'failed', attempts: 10, last_error: 'mail server said no' })
        .where('query_id', 'in', [id, other])
        .execute();
      const page = await app.inject(as(owner, { url: `/inbox/queries/${id}` }));
      expect(page.body).toContain('failed after 10 attempt(s)');
      expect(page.body).toContain('mail server said no');
      const retried = await app.inject(form(owner, `/inbox/queries/${id}/retry`));
      expect(retried.headers.location).toBe(`/inbox/queries/${id}?done=retry`);
      const rows = await db.kysely
        .selectFrom('outbox')
        .select(['query_id', 'status'])
        .where('query_id', 'in', [id, other])
        .execute();
      expect(rows.find((row) => row.query_id === id)?.status).toBe('pending');
      expect(rows.find((row) => row.query_id === other)?.status).toBe('failed');
    });

    it('renames a passkey, and removes one that is not the last with the sessions it opened', async () => {
      const second = await signedInOwner(db);
      const renamed = await app.inject(
        form(owner, '/inbox/passkeys/rename', { id: second.passkeyId, name: '  Work   laptop ' }),
      );
      expect(renamed.headers.location).toBe('/inbox/passkeys?done=renamed');
      const page = await app.inject(as(owner, { url: '/inbox/passkeys' }));
      expect(page.headers['content-security-policy']).toBe(inboxCsp);
      expect(page.body).toContain('Work laptop');

      const removed = await app.inject(
        form(owner, '/inbox/passkeys/remove', { id: second.passkeyId }),
      );
      expect(removed.headers.location).toBe('/inbox/passkeys?done=removed');
      const left = await db.kysely
        .selectFrom('inbox_passkeys')
        .select('id')
        .where('id', '=', second.passkeyId)
        .execute();
      expect(left).toHaveLength(0);
      const opened = await app.inject(
        as(second, { url: '/inbox', headers: { accept: 'application/json' } }),
      );
      expect(opened.statusCode).toBe(401);
    });

    it('never removes the last passkey from the web', async () => {
      const rows = await db.kysely.selectFrom('inbox_passkeys').select('id').execute();
      // The owner of this suite has one passkey.
      expect(rows).toHaveLength(1);
      const response = await app.inject(
        form(owner, '/inbox/passkeys/remove', { id: owner.passkeyId }),
      );
      expect(response.headers.location).toBe('/inbox/passkeys?done=kept-last');
      expect(await db.kysely.selectFrom('inbox_passkeys').select('id').execute()).toHaveLength(1);
    });

    it('ends a session on sign-out: the stolen cookie opens nothing afterwards', async () => {
      const thief = await signedInOwner(db);
      expect((await app.inject(as(thief, { url: '/inbox' }))).statusCode).toBe(200);
      const out = await app.inject(form(thief, '/inbox/sign-out'));
      expect(out.statusCode).toBe(303);
      expect(out.headers.location).toBe('/inbox/sign-in?done=signed-out');
      const replay = await app.inject(
        as(thief, { url: '/inbox', headers: { accept: 'application/json' } }),
      );
      expect(replay.statusCode).toBe(401);
    });

    it('signs out every session at once', async () => {
      const one = await signedInOwner(db);
      const two = await signedInOwner(db);
      await app.inject(form(one, '/inbox/sign-out-everywhere'));
      for (const session of [one, two, owner]) {
        const response = await app.inject(
          as(session, { url: '/inbox', headers: { accept: 'application/json' } }),
        );
        expect(response.statusCode).toBe(401);
      }
      owner = await signedInOwner(db);
    });

    it('ends a session after 12 idle hours and after 7 days in all', async () => {
      const idle = await signedInOwner(db, new Date(Date.now() - sessionIdleMs - 1000));
      const old = await signedInOwner(db, new Date(Date.now() - sessionLifetimeMs - 1000));
      for (const session of [idle, old]) {
        const response = await app.inject(
          as(session, { url: '/inbox', headers: { accept: 'application/json' } }),
        );
        expect(response.statusCode).toBe(401);
      }
    });

    it('shows Visits: the figures, a chart with its table, the top lists, hostile text as text', async () => {
      const today = dayIn('UTC', new Date());
      const hostilePath = '/<script>alert(5)</script>';
      await db.kysely.deleteFrom('visit_counts').execute();
      await db.kysely
        .insertInto('visit_counts')
        .values([
          { day: today, dimension: 'all', value: '', views: 12, visitors: 4 },
          { day: today, dimension: 'page', value: '/about', views: 9, visitors: 0 },
          { day: today, dimension: 'page', value: hostilePath, views: 3, visitors: 0 },
          {
            day: today,
            dimension: 'referrer',
            value: 'x"onmouseover="alert(6)',
            views: 2,
            visitors: 0,
          },
          {
            day: today,
            dimension: 'campaign',
            value: '\u202Eevil / email / spring',
            views: 1,
            visitors: 0,
          },
          { day: today, dimension: 'language', value: 'hi', views: 5, visitors: 0 },
          { day: today, dimension: 'device', value: 'phone', views: 7, visitors: 0 },
        ])
        .execute();
      const page = await app.inject(as(owner, { url: '/inbox/visits?days=7' }));
      expect(page.statusCode).toBe(200);
      const body = page.body;
      expect(body).toContain('<h1>Visits</h1>');
      expect(body).toMatch(/<dt>Visitors<\/dt>\s*<dd>4<\/dd>/);
      expect(body).toMatch(/<dt>Page views<\/dt>\s*<dd>12<\/dd>/);
      // The chart is hidden from screen readers; its numbers are in the table, one row a day.
      expect(body).toMatch(/<svg[^>]*aria-hidden="true"/);
      expect(body).toMatch(/<caption id="per-day">\s*Day by day\s*<\/caption>/);
      expect(body.match(/<th scope="row">/g)).toHaveLength(7);
      expect(body).toContain(`<time datetime="${today}">${today}</time>`);
      expect(body).toContain('Hindi (hi)');
      expect(body).toContain('&lt;script&gt;alert(5)&lt;/script&gt;');
      expect(body).not.toContain('<script>alert');
      expect(body).not.toContain('"onmouseover="');
      expect(body).not.toContain('\u202E');
      expect(body).toContain('aria-current="page"');
      await db.kysely.deleteFrom('visit_counts').execute();
    });

    it("shows every time in the owner's time zone (TIME_ZONE), in the list and in full", async () => {
      const kolkata = await buildApp({
        env: testEnv({
          DATABASE_URL: database.url,
          API_PUBLIC_URL: origin,
          TIME_ZONE: 'Asia/Kolkata',
        }),
        logger: false,
        outboxPollMs: false,
        retentionEveryMs: false,
      });
      const id = await stored({ name: 'Zoned', at: new Date('2026-03-10T12:00:00Z') });
      const list = await kolkata.inject(as(owner, { url: '/inbox?q=zoned' }));
      const full = await kolkata.inject(as(owner, { url: `/inbox/queries/${id}` }));
      for (const body of [list.body, full.body])
        expect(body).toContain(
          '<time datetime="2026-03-10T12:00:00.000Z">2026-03-10 17:30 GMT+5:30</time>',
        );
      await kolkata.close();
    });
  });
});
