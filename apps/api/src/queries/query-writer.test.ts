// Group commit on a SQLite file and on PostgreSQL: queries that arrive together share one
// transaction, and two instances writing overlapping batches at once (the same enquiry sent
// twice, several from one address with auto-replies on) neither deadlock nor store anything
// twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBackends } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { openDatabase } from '../db/database.ts';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { enqueueAutoReply, enqueueNotifications } from '../notify/outbox-repository.ts';
import { createQueryWriter } from './query-writer.ts';
import type { QueryWriter } from './query-writer.ts';
import type { IncomingQuery } from './query-repository.ts';

/** The same database, telling when each transaction opened through it starts and ends. */
function watched(db: Db, watch: { start: () => void; end: () => void }): Db {
  return {
    ...db,
    kysely: new Proxy(db.kysely, {
      get(target, property, receiver) {
        if (property === 'transaction')
          return () => ({
            execute: async <T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> => {
              watch.start();
              try {
                return await target.transaction().execute(work);
              } finally {
                watch.end();
              }
            },
          });
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function'
          ? (value as (...args: unknown[]) => unknown).bind(target)
          : value;
      },
    }),
  };
}

describe.each(databaseBackends)('group commit on $kind', ({ create }) => {
  let database: TestDatabase;
  const instances: Db[] = [];

  beforeAll(async () => {
    database = await create();
    // Two handles on one database: two instances of the API.
    instances.push(openDatabase(database.url), openDatabase(database.url));
    const [first] = instances;
    if (first) await migrateToLatest(first.kysely);
  });

  afterAll(async () => {
    for (const db of instances.splice(0)) await db.kysely.destroy();
    await database.drop();
  });

  function writer(db: Db): QueryWriter {
    return createQueryWriter(
      db,
      (trx, id, at) => enqueueNotifications(trx, id, ['email'], at),
      async (trx, query, at) => {
        await enqueueAutoReply(trx, db, query, at);
      },
    );
  }

  it('writes the queries that arrive together in one transaction', async () => {
    const [db] = instances;
    if (!db) throw new Error('no database');
    let transactions = 0;
    // Counts the transactions the writer opens, through the handle it was given.
    const counted = watched(db, {
      start: () => (transactions += 1),
      end: () => undefined,
    });
    const write = writer(counted);
    const queries = Array.from({ length: 64 }, (_, i) => ({
      name: 'Together',
      email: `together-${String(i)}@example.com`,
      message: `Sent together ${String(i)}`,
      spam: false,
    }));
    const received = await Promise.all(queries.map((query) => write(query)));
    expect(received.every((item) => !item.duplicate && !item.spam)).toBe(true);
    expect(new Set(received.map((item) => item.id)).size).toBe(queries.length);
    // One for the first arrival, one for everyone who came while it committed.
    expect(transactions).toBeLessThanOrEqual(2);
  });

  it('gives the notifications time-ordered ids, in the order their queries arrived', async () => {
    const [db] = instances;
    if (!db) throw new Error('no database');
    const write = writer(db);
    const received: { id: string }[] = [];
    // Two batches: what arrives while the first commits goes in the second.
    for (const round of [0, 1])
      received.push(
        ...(await Promise.all(
          Array.from({ length: 16 }, (_, i) =>
            write({
              name: 'Ordered',
              email: `ordered-${String(round)}-${String(i)}@example.com`,
              message: `In order ${String(round)} ${String(i)}`,
              spam: false,
            }),
          ),
        )),
      );
    const rows = await db.kysely
      .selectFrom('outbox')
      .select(['id', 'query_id'])
      .where('channel', '=', 'email')
      .where(
        'query_id',
        'in',
        received.map((item) => item.id),
      )
      .execute();
    const outboxOf = new Map(rows.map((row) => [row.query_id, row.id]));
    const ids = received.map((item) => outboxOf.get(item.id) ?? '');
    // UUIDv7: each new row lands on the last page of the primary key, not on a random one.
    expect(
      ids.every((id) =>
        /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id),
      ),
    ).toBe(true);
    expect([...ids].sort()).toEqual(ids);
  });

  it('writes as many batches at once as the database takes, never more', async () => {
    const [db] = instances;
    if (!db) throw new Error('no database');
    let inFlight = 0;
    let most = 0;
    // Counts the transactions in progress at once, through the handle the writer was given.
    const counted = watched(db, {
      start: () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
      },
      end: () => (inFlight -= 1),
    });
    const write = writer(counted);
    const sent: Promise<unknown>[] = [];
    // A new arrival every turn of the event loop while the batches before it are being written.
    for (let turn = 0; turn < 40; turn += 1) {
      sent.push(
        write({
          name: 'Turns',
          email: `turn-${String(turn)}@example.com`,
          message: `Turn ${String(turn)}`,
          spam: false,
        }),
      );
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(sent);
    expect(most).toBe(db.concurrentWrites);
  });

  it('lets two instances write overlapping batches at once without deadlock or a duplicate', async () => {
    const writers = instances.map(writer);
    const senders = Array.from({ length: 12 }, (_, i) => `overlap-${String(i)}@example.com`);
    // Each enquiry twice, once through each instance, in opposite orders, so the two batches
    // want the same locks in different arrival orders.
    const enquiries: IncomingQuery[] = senders.flatMap((email, i) =>
      [0, 1].map((n) => ({
        name: 'Overlap',
        email,
        message: `Enquiry ${String(n)} from ${String(i)}`,
        spam: false,
      })),
    );
    const sent = await Promise.allSettled([
      ...enquiries.map((query) => writers[0]?.(query)),
      ...[...enquiries].reverse().map((query) => writers[1]?.(query)),
    ]);
    expect(sent.filter((result) => result.status === 'rejected')).toEqual([]);

    const [db] = instances;
    if (!db) throw new Error('no database');
    const rows = await db.kysely
      .selectFrom('queries')
      .select(['id', 'email', 'message'])
      .where('name', '=', 'Overlap')
      .execute();
    expect(rows.length).toBe(enquiries.length);
    const replies = await db.kysely
      .selectFrom('outbox')
      .innerJoin('queries', 'queries.id', 'outbox.query_id')
      .select('queries.email')
      .where('outbox.channel', '=', 'auto-reply')
      .where('queries.name', '=', 'Overlap')
      .execute();
    // One confirmation per address, however many of its queries raced.
    expect(replies.map((row) => row.email).sort()).toEqual([...senders].sort());
  });
});
