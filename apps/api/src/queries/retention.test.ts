// Retention on a real SQLite file and the local PostgreSQL: what is past its days goes with its
// notifications, what is not stays, and the inbox's expired secrets go too.
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBackends } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { openDatabase } from '../db/database.ts';
import type { Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createEnrolment } from '../inbox/enrolments.ts';
import { enqueueNotifications } from '../notify/outbox-repository.ts';
import { decideReply, keepReaderReply } from '../replies/replies.ts';
import { receiveQuery } from './query-repository.ts';
import { purgeExpired, scheduleRetention } from './retention.ts';

const day = 86_400_000;

describe.each(databaseBackends)('retention on $kind', ({ create }) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await create();
    db = openDatabase(database.url);
    await migrateToLatest(db.kysely);
  });

  afterAll(async () => {
    await db.kysely.destroy();
    await database.drop();
  });

  const store = (message: string, spam: boolean, ageDays: number) =>
    receiveQuery(
      db,
      { name: 'N', email: 'n@example.com', message, spam },
      (trx, id, at) => enqueueNotifications(trx, id, ['email', 'webhook'], at),
      new Date(Date.now() - ageDays * day),
    );

  it('purges queries and spam past their days with their notifications, and nothing else', async () => {
    const oldQuery = await store('old query', false, 100);
    const newQuery = await store('new query', false, 10);
    const oldSpam = await store('old spam', true, 8);
    const newSpam = await store('new spam', true, 2);
    await createEnrolment(db, new Date(Date.now() - 3 * day));
    await db.kysely
      .insertInto('spent_challenges')
      .values([
        { id: 'expired', expires_at: new Date(Date.now() - 1000).toISOString() },
        { id: 'live', expires_at: new Date(Date.now() + 60_000).toISOString() },
      ])
      .execute();

    const counts = await purgeExpired(db, { queryDays: 90, spamDays: 7 });
    expect(counts).toEqual({ queries: 1, spam: 1, replies: 0 });
    const left = await db.kysely.selectFrom('queries').select('id').execute();
    expect(left.map((row) => row.id).sort()).toEqual([newQuery.id, newSpam.id].sort());
    const outbox = await db.kysely.selectFrom('outbox').select('query_id').execute();
    expect(outbox.every((row) => row.query_id === newQuery.id)).toBe(true);
    expect(outbox).toHaveLength(2);
    expect(await db.kysely.selectFrom('inbox_enrolments').selectAll().execute()).toHaveLength(0);
    expect(await db.kysely.selectFrom('spent_challenges').select('id').execute()).toEqual([
      { id: 'live' },
    ]);
    expect([oldQuery.id, oldSpam.id]).not.toContain(newQuery.id);

    const again = await purgeExpired(db, { queryDays: undefined, spamDays: 7 });
    expect(again).toEqual({ queries: 0, spam: 0, replies: 0 });
  });

  it('purges spam replies and rejected ones past their days, and forgets readers’ old addresses', async () => {
    const reply = (message: string, spam: boolean, ageDays: number) =>
      keepReaderReply(
        db,
        { post: '/blog/p', name: 'R', message, email: 'r@example.com' },
        spam ? [{ layer: 'honeypot', detail: 'honeypot filled' }] : [],
        () => Promise.resolve(),
        new Date(Date.now() - ageDays * day),
      );
    await reply('old spam reply', true, 8);
    await reply('new spam reply', true, 2);
    const rejected = await reply('old rejected', false, 100);
    await decideReply(db, rejected.id, 'rejected');
    await db.kysely
      .updateTable('replies')
      .set({ updated_at: new Date(Date.now() - 100 * day).toISOString() })
      .where('id', '=', rejected.id)
      .execute();
    const approved = await reply('old approved', false, 100);
    await decideReply(db, approved.id, 'approved');
    await reply('new held', false, 1);

    const counts = await purgeExpired(db, { queryDays: 90, spamDays: 7 });
    expect(counts.replies).toBe(2);
    const left = await db.kysely
      .selectFrom('replies')
      .select(['text', 'email'])
      .orderBy('text')
      .execute();
    expect(left).toEqual([
      { text: 'new held', email: 'r@example.com' },
      { text: 'new spam reply', email: 'r@example.com' },
      { text: 'old approved', email: null },
    ]);
  });

  it('keeps every query when no query retention is set', async () => {
    const ancient = await store('ancient', false, 5000);
    await purgeExpired(db, { queryDays: undefined, spamDays: 30 });
    const row = await db.kysely
      .selectFrom('queries')
      .select('id')
      .where('id', '=', ancient.id)
      .executeTakeFirst();
    expect(row?.id).toBe(ancient.id);
  });

  it('purges on a schedule and logs what it purged', async () => {
    await store('scheduled spam', true, 60);
    const lines: { msg: string; purged?: unknown }[] = [];
    const log = pino(
      { level: 'info' },
      { write: (line: string) => lines.push(JSON.parse(line) as { msg: string }) },
    ) as unknown as FastifyBaseLogger;
    const schedule = scheduleRetention({
      db,
      policy: { queryDays: undefined, spamDays: 30 },
      log,
      everyMs: 3_600_000,
      firstAfterMs: 1,
    });
    await expect.poll(() => lines.length).toBeGreaterThan(0);
    await schedule.stop();
    expect(lines[0]).toMatchObject({
      msg: 'retention: purged 0 queries and 1 spam',
      purged: { queries: 0, spam: 1 },
    });
  });
});
