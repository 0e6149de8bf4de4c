// The inbox's Replies page through inject(), on SQLite and PostgreSQL: held replies listed as
// text (a hostile mention stays inert), and the owner's approve, reject and erase, each only with
// the session's CSRF token from the inbox's own page.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBackends } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import type { Db } from '../db/database.ts';
import { eraseReply, keepMention, keepReaderReply, listReplies } from '../replies/replies.ts';
import { signedInOwner } from '../test-support/inbox-sign-in.ts';
import type { OwnerSession } from '../test-support/inbox-sign-in.ts';
import { randomAddress } from '../test-support/random-address.ts';
import { testEnv } from '../test-support/test-env.ts';

const origin = 'http://localhost:4397';

describe.each(databaseBackends)('the Replies page on $kind', ({ create }) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let db: Db;
  let owner: OwnerSession;

  const as = (options: InjectOptions): InjectOptions => ({
    remoteAddress: randomAddress(),
    ...options,
    headers: { cookie: owner.cookie, ...options.headers },
  });
  const decide = (id: string, action: string, fields: Record<string, string>, from = origin) =>
    app.inject(
      as({
        method: 'POST',
        url: `/inbox/replies/${id}/${action}`,
        headers: { origin: from, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      }),
    );

  beforeAll(async () => {
    database = await create();
    app = await buildApp({
      env: testEnv({ DATABASE_URL: database.url, API_PUBLIC_URL: origin }),
      logger: false,
      outboxPollMs: false,
      retentionEveryMs: false,
      mentionPollMs: false,
    });
    db = openDatabase(database.url);
    owner = await signedInOwner(db);
    await keepMention(db, {
      kind: 'reply',
      authorName: '<img src=x onerror=alert(1)>',
      authorUrl: 'https://mallory.example/"><script>alert(2)</script>',
      text: 'Nice <b>post</b>\n<script>alert(3)</script>',
      published: undefined,
      source: 'https://mallory.example/reply',
      target: 'https://owner.example/blog/a-post',
      post: '/blog/a-post',
    });
  });

  afterAll(async () => {
    await db.kysely.destroy();
    await app.close();
    await database.drop();
  });

  it('lists what is held, a stranger’s words as text', async () => {
    const page = await app.inject(as({ method: 'GET', url: '/inbox/replies' }));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Held (1)');
    expect(page.body).toContain('/blog/a-post');
    expect(page.body).not.toMatch(/<img src=x|<script>alert|<b>post/);
    expect(page.body).toContain('&lt;script&gt;alert(3)&lt;/script&gt;');
  });

  it('takes the owner’s answer only with the session’s token, shows it under the reply, and needs a session to download', async () => {
    const reply = await keepReaderReply(
      db,
      { post: '/blog/b', name: 'Reader', message: 'A question?', email: 'reader@example.com' },
      [],
      () => Promise.resolve(),
    );
    expect((await decide(reply.id, 'answer', { text: 'Forged' })).statusCode).toBe(403);
    expect(
      (
        await decide(
          reply.id,
          'answer',
          { text: 'Forged', csrf: owner.csrf },
          'https://evil.example',
        )
      ).statusCode,
    ).toBe(403);
    expect((await decide(reply.id, 'answer', { text: '  ', csrf: owner.csrf })).statusCode).toBe(
      400,
    );
    const answered = await decide(reply.id, 'answer', {
      text: 'An <i>answer</i>',
      csrf: owner.csrf,
    });
    expect(answered.statusCode).toBe(303);
    const page = await app.inject(as({ method: 'GET', url: '/inbox/replies?status=approved' }));
    expect(page.body).toContain('A question?');
    expect(page.body).toContain('An &lt;i&gt;answer&lt;/i&gt;');
    expect(page.body).toContain('reader@example.com');
    const mails = await db.kysely.selectFrom('reply_mails').select('channel').execute();
    expect(mails).toEqual([{ channel: 'answer' }]);
    const csv = await app.inject(as({ method: 'GET', url: '/inbox/replies.csv' }));
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('An <i>answer</i>');
    const stranger = await app.inject({ method: 'GET', url: '/inbox/replies.csv' });
    expect(stranger.statusCode).not.toBe(200);
    expect(stranger.body).not.toContain('answer');
    await eraseReply(db, reply.id);
  });

  it('approves, rejects and erases only with the session’s token from the inbox', async () => {
    const [reply] = await listReplies(db);
    const id = reply?.id ?? '';
    expect((await decide(id, 'approve', {})).statusCode).toBe(403);
    expect(
      (await decide(id, 'approve', { csrf: owner.csrf }, 'https://evil.example')).statusCode,
    ).toBe(403);
    expect((await listReplies(db))[0]?.status).toBe('held');
    const approved = await decide(id, 'approve', { csrf: owner.csrf });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe('/inbox/replies?done=reply-approve');
    expect((await listReplies(db))[0]?.status).toBe('approved');
    expect(
      (await app.inject(as({ method: 'GET', url: '/inbox/replies?status=approved' }))).body,
    ).toContain('Approved (1)');
    await decide(id, 'reject', { csrf: owner.csrf });
    expect((await listReplies(db))[0]?.status).toBe('rejected');
    expect((await decide('no-such-id', 'approve', { csrf: owner.csrf })).statusCode).toBe(404);
    await decide(id, 'erase', { csrf: owner.csrf });
    expect(await listReplies(db)).toEqual([]);
  });
});
