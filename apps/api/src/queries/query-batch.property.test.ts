// Group commit stores a batch in one transaction with a handful of statements; it must decide
// exactly what storing each query alone, in order, would have: the same duplicates, the same spam
// reasons (the same message from many addresses, many messages from one, a replayed proof of
// work), the same rows, notifications and auto-replies. Random batches, on a real SQLite file and
// the local PostgreSQL, against an oracle on a twin database: each query in a transaction of its
// own, every rule asked of the database in SQL, one statement per question.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBackends } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { openDatabase } from '../db/database.ts';
import type { Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { enqueueAutoReply, enqueueNotifications } from '../notify/outbox-repository.ts';
import type { EnqueueAutoReply, EnqueueNotifications } from '../notify/notifications.ts';
import { replayedReason } from '../proof-of-work/proof-of-work.ts';
import { queryFingerprint } from './fingerprint.ts';
import { duplicateWindowMs, receiveQueries, receiveQuery } from './query-repository.ts';
import type { IncomingQuery, ReceivedQuery } from './query-repository.ts';
import { defaultSpamRules, messageFingerprint, sameMessageAddresses } from './spam-rules.ts';
import type { SpamReason } from './spam-rules.ts';

/** The rules as they read, one query at a time. */
async function storeAlone(
  db: Db,
  query: IncomingQuery,
  [enqueue, autoReply]: [EnqueueNotifications, EnqueueAutoReply],
  now: Date,
): Promise<ReceivedQuery> {
  return db.kysely.transaction().execute(async (trx) => {
    const fingerprint = queryFingerprint(query.email, query.message);
    const earlier = await trx
      .selectFrom('queries')
      .select(['id', 'is_spam'])
      .where('fingerprint', '=', fingerprint)
      .where('is_spam', '=', query.spam ? 1 : 0)
      .where('created_at', '>=', new Date(now.getTime() - duplicateWindowMs).toISOString())
      .orderBy('created_at')
      .limit(1)
      .executeTakeFirst();
    if (earlier) return { id: earlier.id, duplicate: true, spam: earlier.is_spam === 1 };
    const reasons: SpamReason[] = [
      ...(query.reasons ?? (query.spam ? [{ layer: 'honeypot', detail: 'honeypot filled' }] : [])),
    ];
    if (query.spendChallenge !== undefined) {
      const spent = await trx
        .insertInto('spent_challenges')
        .values({
          id: query.spendChallenge.id,
          expires_at: query.spendChallenge.expiresAt.toISOString(),
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      if (Number(spent.numInsertedOrUpdatedRows ?? 0) === 0) reasons.push(replayedReason);
    }
    const address = query.email.trim().toLowerCase();
    const byMessage = messageFingerprint(query.message);
    const others = await trx
      .selectFrom('queries')
      .select(sql<number | string>`count(distinct lower(email))`.as('count'))
      .where('message_fingerprint', '=', byMessage)
      .where('created_at', '>=', new Date(now.getTime() - 86_400_000).toISOString())
      .where(sql<boolean>`lower(email) <> ${address}`)
      .executeTakeFirst();
    const senders = Number(others?.count ?? 0) + 1;
    if (senders >= sameMessageAddresses)
      reasons.push({
        layer: 'same-message',
        detail: `the same message from ${String(senders)} addresses in a day`,
      });
    const recent = await trx
      .selectFrom('queries')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where(sql<boolean>`lower(email) = ${address}`)
      .where('created_at', '>=', new Date(now.getTime() - 3_600_000).toISOString())
      .executeTakeFirst();
    const count = Number(recent?.count ?? 0) + 1;
    if (count >= (query.maxPerAddressPerHour ?? defaultSpamRules.maxPerAddressPerHour))
      reasons.push({
        layer: 'many-messages',
        detail: `${String(count)} messages from this address in an hour`,
      });
    const spam = query.spam || reasons.length > 0;
    const id = randomUUID();
    await trx
      .insertInto('queries')
      .values({
        id,
        created_at: now.toISOString(),
        fingerprint,
        is_spam: spam ? 1 : 0,
        read_at: null,
        name: query.name,
        email: query.email,
        message: query.message,
        spam_reasons: reasons.length === 0 ? null : JSON.stringify(reasons),
        message_fingerprint: byMessage,
      })
      .execute();
    if (!spam) {
      await enqueue(trx, id, now.toISOString());
      await autoReply(trx, { id, email: query.email }, now.toISOString());
    }
    return { id, duplicate: false, spam };
  });
}

// Few values, so that batches collide: one address in several cases and scripts, one message
// with different spacing and case, a replayed challenge.
const query: fc.Arbitrary<IncomingQuery> = fc.record({
  name: fc.constantFrom('Ada', 'Bob'),
  email: fc.constantFrom(
    'ada@example.com',
    'ADA@example.com',
    'bob@example.com',
    'cy@example.com',
    'dee@example.com',
    'eve@example.com',
    'Ölaf@example.com',
    'ölaf@example.com',
  ),
  message: fc.constantFrom('Hello there', 'hello  there', 'Hello there ', 'Buy now', 'Hi'),
  spam: fc.boolean(),
  maxPerAddressPerHour: fc.constantFrom(2, 3, 10),
  spendChallenge: fc.option(
    fc.constantFrom('c1', 'c2').map((id) => ({ id, expiresAt: new Date(Date.now() + 60_000) })),
    { nil: undefined },
  ),
});

interface Outcome {
  results: { duplicate: boolean; spam: boolean; row: string }[];
  rows: string[];
  outbox: string[];
  challenges: string[];
}

describe.each(databaseBackends)('a batch of queries on $kind', ({ create }) => {
  let batchDatabase: TestDatabase;
  let aloneDatabase: TestDatabase;
  let batchDb: Db;
  let aloneDb: Db;

  beforeAll(async () => {
    batchDatabase = await create();
    aloneDatabase = await create();
    batchDb = openDatabase(batchDatabase.url);
    aloneDb = openDatabase(aloneDatabase.url);
    await migrateToLatest(batchDb.kysely);
    await migrateToLatest(aloneDb.kysely);
  });

  afterAll(async () => {
    await batchDb.kysely.destroy();
    await aloneDb.kysely.destroy();
    await batchDatabase.drop();
    await aloneDatabase.drop();
  });

  async function empty(db: Db): Promise<void> {
    await db.kysely.deleteFrom('notification_attempts').execute();
    await db.kysely.deleteFrom('outbox').execute();
    await db.kysely.deleteFrom('queries').execute();
    await db.kysely.deleteFrom('spent_challenges').execute();
  }

  const channels = (db: Db): [EnqueueNotifications, EnqueueAutoReply] => [
    (trx, id, at) => enqueueNotifications(trx, id, ['email'], at),
    async (trx, stored, at) => {
      await enqueueAutoReply(trx, db, stored, at);
    },
  ];

  /** What a person could see: each answer, and every row by its content rather than its id. */
  async function outcome(db: Db, received: ReceivedQuery[]): Promise<Outcome> {
    const rows = await db.kysely.selectFrom('queries').selectAll().execute();
    const describe = (id: string) => {
      const row = rows.find((candidate) => candidate.id === id);
      return row === undefined
        ? 'missing'
        : JSON.stringify([row.name, row.email, row.message, row.is_spam, row.spam_reasons]);
    };
    const outbox = await db.kysely.selectFrom('outbox').select(['query_id', 'channel']).execute();
    const challenges = await db.kysely.selectFrom('spent_challenges').select('id').execute();
    return {
      results: received.map((item) => ({
        duplicate: item.duplicate,
        spam: item.spam,
        row: describe(item.id),
      })),
      rows: rows.map((row) => describe(row.id)).sort(),
      outbox: outbox.map((row) => `${row.channel} ${describe(row.query_id)}`).sort(),
      challenges: challenges.map((row) => row.id).sort(),
    };
  }

  it('decides every query as storing it alone, in order, would', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(query, { maxLength: 6 }),
        fc.array(query, { minLength: 1, maxLength: 12 }),
        async (before, batch) => {
          await empty(batchDb);
          await empty(aloneDb);
          const now = new Date();
          // The same history in both, stored one at a time, a second apart.
          for (const db of [batchDb, aloneDb])
            for (const [i, item] of before.entries()) {
              const [enqueue, autoReply] = channels(db);
              const at = new Date(now.getTime() - 60_000 + i * 1000);
              await receiveQuery(db, item, enqueue, at, autoReply);
            }

          const [enqueue, autoReply] = channels(batchDb);
          const batched = await receiveQueries(batchDb, batch, enqueue, now, autoReply);
          const alone: ReceivedQuery[] = [];
          for (const item of batch)
            alone.push(await storeAlone(aloneDb, item, channels(aloneDb), now));

          expect(await outcome(batchDb, batched)).toEqual(await outcome(aloneDb, alone));
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);
});
