// Followers by e-mail on a real SQLite file and the local PostgreSQL: double opt-in, one
// confirmation a day an address and a cap an hour, expiry, one-click leaving, erasing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBackends } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { openDatabase } from '../db/database.ts';
import type { Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import {
  confirm,
  confirmationToken,
  eraseSubscriber,
  forgetUnconfirmed,
  listSubscribers,
  subscribe,
  unsubscribe,
  unsubscribeToken,
} from './subscribers.ts';

const key = 'test-key';
const hour = 3_600_000;
const day = 24 * hour;
const limits = { confirmationsPerHour: 50 };

describe.each(databaseBackends)('followers by e-mail on $kind', ({ create }) => {
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

  const rowOf = (email: string) =>
    db.kysely
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
  const confirmationsTo = async (email: string) =>
    (
      await db.kysely
        .selectFrom('newsletter_deliveries')
        .innerJoin(
          'newsletter_subscribers',
          'newsletter_subscribers.id',
          'newsletter_deliveries.subscriber_id',
        )
        .select('newsletter_deliveries.id')
        .where('newsletter_subscribers.email', '=', email)
        .where('kind', '=', 'confirm')
        .execute()
    ).length;

  it('keeps a new address pending with one confirmation, and a flood of it sends no more that day', async () => {
    const start = new Date('2026-01-01T10:00:00Z');
    expect(
      await subscribe(db, { email: ' Reader@Example.COM ', language: 'hi' }, limits, start),
    ).toBe('confirmation-queued');
    for (let minute = 1; minute <= 20; minute += 1)
      expect(
        await subscribe(
          db,
          { email: 'reader@example.com', language: 'en' },
          limits,
          new Date(start.getTime() + minute * 60_000),
        ),
      ).toBe('held-back');
    expect(await confirmationsTo('reader@example.com')).toBe(1);
    const row = await rowOf('reader@example.com');
    expect(row).toMatchObject({ status: 'pending', language: 'hi' });
    // A day later the address may be sent another (the first may have been lost).
    expect(
      await subscribe(
        db,
        { email: 'reader@example.com', language: 'hi' },
        limits,
        new Date(start.getTime() + day + 1000),
      ),
    ).toBe('confirmation-queued');
    expect(await confirmationsTo('reader@example.com')).toBe(2);
  });

  it('confirms with the latest link only, within seven days, and never with a forged one', async () => {
    const sent = new Date('2026-02-01T10:00:00Z');
    await subscribe(db, { email: 'b@example.com', language: 'en' }, limits, sent);
    const row = await rowOf('b@example.com');
    const sentAt = row.confirmation_sent_at ?? '';
    const token = confirmationToken(key, row.id, sentAt);
    expect(await confirm(db, 'another-key', token, sent)).toBe('invalid');
    expect(await confirm(db, key, `${row.id}.forged`, sent)).toBe('invalid');
    expect(await confirm(db, key, confirmationToken(key, row.id, 'then'), sent)).toBe('invalid');
    expect(await confirm(db, key, token, new Date(sent.getTime() + 8 * day))).toBe('expired');
    expect((await rowOf('b@example.com')).status).toBe('pending');
    expect(await confirm(db, key, token, new Date(sent.getTime() + 6 * day))).toBe('confirmed');
    expect((await rowOf('b@example.com')).status).toBe('confirmed');
    // Following again changes nothing and sends nothing.
    expect(await subscribe(db, { email: 'B@example.com', language: 'en' }, limits)).toBe(
      'already-following',
    );
  });

  it('unsubscribes with its own link, stops what was waiting, and forgets an address never confirmed', async () => {
    await subscribe(db, { email: 'c@example.com', language: 'en' }, limits);
    const row = await rowOf('c@example.com');
    expect(await unsubscribe(db, key, `${row.id}.nope`)).toBe(false);
    expect(await unsubscribe(db, key, unsubscribeToken(key, row.id))).toBe(true);
    expect((await rowOf('c@example.com')).status).toBe('unsubscribed');
    const waiting = await db.kysely
      .selectFrom('newsletter_deliveries')
      .select('status')
      .where('subscriber_id', '=', row.id)
      .execute();
    expect(waiting.every((delivery) => delivery.status !== 'pending')).toBe(true);

    await subscribe(
      db,
      { email: 'old@example.com', language: 'en' },
      limits,
      new Date(Date.now() - 8 * day),
    );
    expect(await forgetUnconfirmed(db)).toBeGreaterThanOrEqual(1);
    const emails = (await listSubscribers(db)).map((subscriber) => subscriber.email);
    expect(emails).not.toContain('old@example.com');
    expect(emails).toContain('c@example.com');
  });

  it('caps the confirmations of an hour over every address', async () => {
    const at = new Date('2026-03-01T10:00:00Z');
    const capped = { confirmationsPerHour: 3 };
    const outcomes = [];
    for (let index = 0; index < 5; index += 1)
      outcomes.push(
        await subscribe(
          db,
          { email: `many${String(index)}@example.com`, language: 'en' },
          capped,
          at,
        ),
      );
    expect(outcomes.filter((outcome) => outcome === 'confirmation-queued')).toHaveLength(3);
  });

  it('erases an address and its mails on the owner’s word', async () => {
    await subscribe(db, { email: 'gone@example.com', language: 'en' }, limits);
    expect(await eraseSubscriber(db, 'GONE@example.com')).toBe(true);
    expect(await eraseSubscriber(db, 'gone@example.com')).toBe(false);
    expect((await listSubscribers(db)).map((subscriber) => subscriber.email)).not.toContain(
      'gone@example.com',
    );
  });
});
