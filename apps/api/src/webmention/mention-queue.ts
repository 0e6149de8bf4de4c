// The Webmentions received, waiting to be checked: one row per source and target (a source sent
// again is checked again), claimed one at a time with a lease, so several API instances sharing a
// database never check one twice at once; a failure to fetch is tried again later, a few times.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';

/** The numbers the queue keeps to (issue 57: every limit has a number). */
export const mentionQueueLimits = {
  /** Waiting mentions at most: past it the endpoint answers 503. */
  waiting: 1000,
  /** Mentions received from one source's host per hour: past it, 429. */
  perSourceHostPerHour: 60,
  /** Fetch attempts of one source before it is given up. */
  attempts: 4,
  leaseMs: 60_000,
} as const;

const backoffMs = [60_000, 600_000, 3_600_000];

export type Refusal = 'queue-full' | 'too-many-from-source';

export async function queueMention(
  db: Db,
  mention: { source: string; target: string },
  now: Date = new Date(),
): Promise<Refusal | undefined> {
  const waiting = await db.kysely
    .selectFrom('webmentions_received')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(waiting?.count ?? 0) >= mentionQueueLimits.waiting) return 'queue-full';
  const host = new URL(mention.source).host;
  const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
  const fromHost = await db.kysely
    .selectFrom('webmentions_received')
    .select('source')
    .where('received_at', '>=', hourAgo)
    .execute();
  if (
    fromHost.filter((row) => URL.canParse(row.source) && new URL(row.source).host === host)
      .length >= mentionQueueLimits.perSourceHostPerHour
  )
    return 'too-many-from-source';
  const at = now.toISOString();
  const fields = {
    status: 'pending' as const,
    attempts: 0,
    next_attempt_at: at,
    locked_until: null,
    outcome: null,
    received_at: at,
  };
  await db.kysely
    .insertInto('webmentions_received')
    .values({ id: randomUUID(), ...mention, ...fields })
    .onConflict((conflict) => conflict.columns(['source', 'target']).doUpdateSet(fields))
    .execute();
  return undefined;
}

export interface ClaimedMention {
  id: string;
  source: string;
  target: string;
  attempts: number;
}

/** The next mention due, leased to this caller; undefined when none is due. */
export async function claimMention(
  db: Db,
  now: Date = new Date(),
): Promise<ClaimedMention | undefined> {
  const at = now.toISOString();
  for (let tries = 0; tries < 5; tries += 1) {
    const candidate = await db.kysely
      .selectFrom('webmentions_received')
      .select(['id', 'source', 'target', 'attempts'])
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', at)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
      .orderBy('next_attempt_at')
      .limit(1)
      .executeTakeFirst();
    if (candidate === undefined) return undefined;
    const leased = await db.kysely
      .updateTable('webmentions_received')
      .set({
        locked_until: new Date(now.getTime() + mentionQueueLimits.leaseMs).toISOString(),
        attempts: candidate.attempts + 1,
      })
      .where('id', '=', candidate.id)
      .where('attempts', '=', candidate.attempts)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
      .executeTakeFirst();
    if (Number(leased.numUpdatedRows) === 1)
      return { ...candidate, attempts: candidate.attempts + 1 };
  }
  return undefined;
}

/** Records what became of a checked mention: done, or tried again later, or given up. */
export async function settleMention(
  db: Db,
  mention: ClaimedMention,
  outcome: { done: true; note: string } | { done: false; note: string },
  now: Date = new Date(),
): Promise<void> {
  const retry = !outcome.done && mention.attempts < mentionQueueLimits.attempts;
  await db.kysely
    .updateTable('webmentions_received')
    .set({
      status: outcome.done ? 'done' : retry ? 'pending' : 'failed',
      outcome: outcome.note.slice(0, 500),
      locked_until: null,
      next_attempt_at: new Date(
        now.getTime() + (retry ? (backoffMs[mention.attempts - 1] ?? 3_600_000) : 0),
      ).toISOString(),
    })
    .where('id', '=', mention.id)
    .execute();
}
