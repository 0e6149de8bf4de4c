// The outbox: notifications waiting to be delivered, written in the same transaction as their
// query, claimed one at a time so two workers (or two API instances) never send the same one.
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
// Time-ordered ids (UUIDv7): a batch's rows go to the last page of the primary key's index
// instead of a random page each. Nobody looks an outbox row up by its id's first characters.
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../db/database.ts';
import type { Database, NotificationChannel } from '../db/schema.ts';

/** One pending notification per channel for each query just stored in `trx`. */
export async function enqueueNotifications(
  trx: Transaction<Database>,
  queryIds: string | readonly string[],
  channels: readonly NotificationChannel[],
  at: string,
): Promise<void> {
  const ids = typeof queryIds === 'string' ? [queryIds] : queryIds;
  if (channels.length === 0 || ids.length === 0) return;
  await trx
    .insertInto('outbox')
    .values(
      ids.flatMap((queryId) =>
        channels.map((channel) => ({
          id: uuidv7(),
          query_id: queryId,
          channel,
          status: 'pending' as const,
          attempts: 0,
          next_attempt_at: at,
          locked_until: null,
          last_error: null,
          created_at: at,
          sent_at: null,
        })),
      ),
    )
    .execute();
}

/** The lock that serialises auto-replies to one address (taken early by a batch of queries). */
export function autoReplyLockKey(address: string): string {
  return `auto-reply:${address}`;
}

/** At most one confirmation per address per day, whatever the sender writes. */
export const autoReplyEveryMs = 86_400_000;

/**
 * The sender's confirmation (AUTO_REPLY=on) for a query just stored in `trx`, unless their address
 * had one within the day. False when it was not enqueued.
 */
export async function enqueueAutoReply(
  trx: Transaction<Database>,
  db: Db,
  query: { id: string; email: string },
  at: string,
): Promise<boolean> {
  const address = query.email.trim().toLowerCase();
  // Two queries from one address at once (PostgreSQL) must not both get one.
  await db.lockKeys(trx, [autoReplyLockKey(address)]);
  const since = new Date(new Date(at).getTime() - autoReplyEveryMs).toISOString();
  const earlier = await trx
    .selectFrom('outbox')
    .innerJoin('queries', 'queries.id', 'outbox.query_id')
    .select('outbox.id')
    .where('outbox.channel', '=', 'auto-reply')
    .where('outbox.created_at', '>=', since)
    .where(sql<boolean>`lower(queries.email) = ${address}`)
    .limit(1)
    .executeTakeFirst();
  if (earlier !== undefined) return false;
  await enqueueNotifications(trx, query.id, ['auto-reply'], at);
  return true;
}

export interface Delivery {
  outboxId: string;
  channel: NotificationChannel;
  attempts: number;
  query: {
    id: string;
    createdAt: string;
    name: string;
    email: string;
    message: string;
    language: string | null;
  };
}

/**
 * `busy`: rows this worker is still sending or recording. Their claim may have run out while the
 * database was away, but they must not be claimed (and sent) a second time by the same worker.
 */
export async function claimDueDeliveries(
  db: Db,
  now: Date,
  limit: number,
  claimMs: number,
  busy: ReadonlySet<string> = new Set(),
): Promise<Delivery[]> {
  const at = now.toISOString();
  const candidates = await db.kysely
    .selectFrom('outbox')
    .innerJoin('queries', 'queries.id', 'outbox.query_id')
    .select([
      'outbox.id as outboxId',
      'outbox.channel',
      'outbox.attempts',
      'queries.id as queryId',
      'queries.created_at as createdAt',
      'queries.name',
      'queries.email',
      'queries.message',
      'queries.language',
    ])
    .where('outbox.status', '=', 'pending')
    .where('outbox.next_attempt_at', '<=', at)
    .where((eb) =>
      eb.or([eb('outbox.locked_until', 'is', null), eb('outbox.locked_until', '<', at)]),
    )
    .$if(busy.size > 0, (query) => query.where('outbox.id', 'not in', [...busy]))
    .orderBy('outbox.next_attempt_at')
    .limit(limit)
    .execute();

  const claimed: Delivery[] = [];
  const lockedUntil = new Date(now.getTime() + claimMs).toISOString();
  for (const row of candidates) {
    const result = await db.kysely
      .updateTable('outbox')
      .set({ locked_until: lockedUntil })
      .where('id', '=', row.outboxId)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
      .executeTakeFirst();
    if (result.numUpdatedRows === 1n)
      claimed.push({
        outboxId: row.outboxId,
        channel: row.channel,
        attempts: row.attempts,
        query: {
          id: row.queryId,
          createdAt: row.createdAt,
          name: row.name,
          email: row.email,
          message: row.message,
          language: row.language,
        },
      });
  }
  return claimed;
}

export async function recordSuccess(db: Db, delivery: Delivery, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto('notification_attempts')
      .values({ id: uuidv7(), outbox_id: delivery.outboxId, attempted_at: at, error: null })
      .execute();
    await trx
      .updateTable('outbox')
      .set({ status: 'sent', sent_at: at, attempts: delivery.attempts + 1, locked_until: null })
      .where('id', '=', delivery.outboxId)
      .execute();
  });
}

export interface RetryPolicy {
  maxAttempts: number;
  baseMs: number;
  maxDelayMs: number;
}

/** Exponential backoff: base, 2×base, 4×base … capped, then "failed" after maxAttempts. */
export function nextDelayMs(attemptsSoFar: number, policy: RetryPolicy): number {
  return Math.min(policy.baseMs * 2 ** Math.max(0, attemptsSoFar - 1), policy.maxDelayMs);
}

export async function recordFailure(
  db: Db,
  delivery: Delivery,
  error: string,
  now: Date,
  policy: RetryPolicy,
): Promise<'pending' | 'failed'> {
  const attempts = delivery.attempts + 1;
  const status = attempts >= policy.maxAttempts ? 'failed' : 'pending';
  const at = now.toISOString();
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto('notification_attempts')
      .values({ id: uuidv7(), outbox_id: delivery.outboxId, attempted_at: at, error })
      .execute();
    await trx
      .updateTable('outbox')
      .set({
        status,
        attempts,
        last_error: error,
        locked_until: null,
        next_attempt_at: new Date(now.getTime() + nextDelayMs(attempts, policy)).toISOString(),
      })
      .where('id', '=', delivery.outboxId)
      .execute();
  });
  return status;
}

/**
 * The owner's "try again now": failed and waiting notifications become due immediately. A row
 * a worker has claimed is being sent at this moment; releasing its claim would let a second
 * worker send it again, so claimed rows are left alone (they are retried by their worker).
 */
export async function retryNotifications(
  db: Db,
  now: Date = new Date(),
  queryId?: string,
): Promise<number> {
  const at = now.toISOString();
  let update = db.kysely
    .updateTable('outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: at })
    .where('status', 'in', ['failed', 'pending'])
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]));
  if (queryId !== undefined) update = update.where('query_id', '=', queryId);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface OutboxSummary {
  channel: NotificationChannel;
  status: string;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

export async function outboxForQuery(db: Db, queryId: string): Promise<OutboxSummary[]> {
  const rows = await db.kysely
    .selectFrom('outbox')
    .select(['channel', 'status', 'attempts', 'last_error', 'sent_at'])
    .where('query_id', '=', queryId)
    .orderBy('channel')
    .execute();
  return rows.map((row) => ({
    channel: row.channel,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    sentAt: row.sent_at,
  }));
}
