// The followers' mails waiting to go, claimed one at a time as the outbox's are
// (notify/outbox-repository.ts): a worker's claim holds for a while and one left by a crashed
// process runs out, so two workers (or two API instances) never send the same mail at once, and
// a mail is queued once per reader and post (the table's unique key).
import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../db/database.ts';
import type { NewsletterMailKind } from '../db/schema.ts';

/** What a post's mail says, fixed when it is queued. */
export interface PostPayload {
  title: string;
  url: string;
  /** The summary, or the whole text as plain text (NEWSLETTER_CONTENT). */
  text: string;
  /** The owner's name, as the feed gives its author. */
  author: string;
}

export interface NewsletterDelivery {
  id: string;
  kind: NewsletterMailKind;
  attempts: number;
  payload: string;
  subscriber: {
    id: string;
    email: string;
    language: string;
    status: string;
    confirmationSentAt: string | null;
  };
}

export async function claimDueMails(
  db: Db,
  now: Date,
  limit: number,
  claimMs: number,
): Promise<NewsletterDelivery[]> {
  const at = now.toISOString();
  const candidates = await db.kysely
    .selectFrom('newsletter_deliveries as d')
    .innerJoin('newsletter_subscribers as s', 's.id', 'd.subscriber_id')
    .select([
      'd.id',
      'd.kind',
      'd.attempts',
      'd.payload',
      's.id as subscriberId',
      's.email',
      's.language',
      's.status',
      's.confirmation_sent_at as confirmationSentAt',
    ])
    .where('d.status', '=', 'pending')
    .where('d.next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('d.locked_until', 'is', null), eb('d.locked_until', '<', at)]))
    .orderBy('d.next_attempt_at')
    .limit(limit)
    .execute();
  const lockedUntil = new Date(now.getTime() + claimMs).toISOString();
  const claimed: NewsletterDelivery[] = [];
  for (const row of candidates) {
    const result = await db.kysely
      .updateTable('newsletter_deliveries')
      .set({ locked_until: lockedUntil })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
      .executeTakeFirst();
    if (result.numUpdatedRows === 1n)
      claimed.push({
        id: row.id,
        kind: row.kind,
        attempts: row.attempts,
        payload: row.payload,
        subscriber: {
          id: row.subscriberId,
          email: row.email,
          language: row.language,
          status: row.status,
          confirmationSentAt: row.confirmationSentAt,
        },
      });
  }
  return claimed;
}

export async function recordMailSent(db: Db, id: string, now: Date): Promise<void> {
  await db.kysely
    .updateTable('newsletter_deliveries')
    .set({ status: 'sent', sent_at: now.toISOString(), locked_until: null, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** A failed attempt: tried again later with backoff, or given up after `maxAttempts`. */
export async function recordMailFailure(
  db: Db,
  delivery: Pick<NewsletterDelivery, 'id' | 'attempts'>,
  error: string,
  now: Date,
  policy: { maxAttempts: number; baseMs: number },
): Promise<void> {
  const attempts = delivery.attempts + 1;
  const giveUp = attempts >= policy.maxAttempts;
  await db.kysely
    .updateTable('newsletter_deliveries')
    .set({
      attempts,
      status: giveUp ? 'failed' : 'pending',
      last_error: error.slice(0, 500),
      locked_until: null,
      next_attempt_at: new Date(
        now.getTime() + policy.baseMs * 2 ** Math.min(attempts - 1, 16),
      ).toISOString(),
    })
    .where('id', '=', delivery.id)
    .execute();
}

/** A mail that is no longer to be sent (its reader left): never tried again. */
export async function dropMail(db: Db, id: string, reason: string): Promise<void> {
  await db.kysely
    .updateTable('newsletter_deliveries')
    .set({ status: 'failed', last_error: reason, locked_until: null })
    .where('id', '=', id)
    .execute();
}

/**
 * A new post queued for every confirmed reader: in their language's version where `versions` has
 * one, else the default language's. Once per reader and post, whoever else queues it too.
 */
export async function queuePost(
  db: Db,
  postId: string,
  versions: ReadonlyMap<string, PostPayload>,
  defaultLanguage: string,
  now: Date,
): Promise<number> {
  const fallback = versions.get(defaultLanguage) ?? [...versions.values()][0];
  if (fallback === undefined) return 0;
  const at = now.toISOString();
  const readers = await db.kysely
    .selectFrom('newsletter_subscribers')
    .select(['id', 'language'])
    .where('status', '=', 'confirmed')
    .execute();
  let queued = 0;
  // In slices: one statement per slice, whatever the number of readers.
  for (let start = 0; start < readers.length; start += 500) {
    const slice = readers.slice(start, start + 500);
    const result = await db.kysely
      .insertInto('newsletter_deliveries')
      .values(
        slice.map((reader) => ({
          id: uuidv7(),
          subscriber_id: reader.id,
          kind: 'post' as const,
          post_id: postId,
          payload: JSON.stringify(versions.get(reader.language) ?? fallback),
          status: 'pending' as const,
          attempts: 0,
          next_attempt_at: at,
          locked_until: null,
          last_error: null,
          created_at: at,
          sent_at: null,
        })),
      )
      .onConflict((conflict) => conflict.columns(['subscriber_id', 'kind', 'post_id']).doNothing())
      .executeTakeFirst();
    queued += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return queued;
}

/** Each post's sends, newest first: how many sent, failed, waiting. */
export async function sendsByPost(
  db: Db,
): Promise<{ postId: string; queuedAt: string; sent: number; failed: number; waiting: number }[]> {
  const rows = await db.kysely
    .selectFrom('newsletter_deliveries')
    .select([
      'post_id as postId',
      (eb) => eb.fn.min('created_at').as('queuedAt'),
      // PostgreSQL gives a sum as a string (bigint), SQLite as a number.
      sql<number | string>`sum(case when status = 'sent' then 1 else 0 end)`.as('sent'),
      sql<number | string>`sum(case when status = 'failed' then 1 else 0 end)`.as('failed'),
      sql<number | string>`sum(case when status = 'pending' then 1 else 0 end)`.as('waiting'),
    ])
    .where('kind', '=', 'post')
    .groupBy('post_id')
    .orderBy('queuedAt', 'desc')
    .execute();
  return rows.map((row) => ({
    postId: row.postId,
    queuedAt: row.queuedAt,
    sent: Number(row.sent),
    failed: Number(row.failed),
    waiting: Number(row.waiting),
  }));
}
