// Retention: queries older than RETENTION_DAYS (unset: kept for ever) and spam older than
// SPAM_RETENTION_DAYS are deleted with their notifications, on a schedule and from the CLI; the
// inbox's expired sessions, enrolment links and ceremonies go at the same time. Replies to posts
// follow the same days: spam ones after SPAM_RETENTION_DAYS; after RETENTION_DAYS, rejected ones
// go and a reader's address (kept to tell them of an answer) is forgotten. An approved reply is
// on the post, public: it stays until the owner erases it.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { dayIn } from '../owner-time.ts';
import { deleteRepliesWhere } from '../replies/replies.ts';
import { deleteQueriesWhere } from './owner-actions.ts';

const dayMs = 86_400_000;

export interface RetentionPolicy {
  /** Days a query is kept; undefined keeps every query. */
  queryDays: number | undefined;
  spamDays: number;
  /** Days of visit counts kept (VISITS_RETENTION_DAYS), counted in the owner's time zone. */
  visitDays?: number;
  timeZone?: string;
}

export interface PurgeCounts {
  queries: number;
  spam: number;
  /** Replies to posts: spam past its days, rejected past RETENTION_DAYS. */
  replies: number;
}

async function purgeReplies(db: Db, policy: RetentionPolicy, now: Date): Promise<number> {
  const before = (days: number) => new Date(now.getTime() - days * dayMs).toISOString();
  return db.kysely.transaction().execute(async (trx) => {
    const expired = await trx
      .selectFrom('replies')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'spam'), eb('created_at', '<', before(policy.spamDays))]),
          ...(policy.queryDays === undefined
            ? []
            : [
                eb.and([
                  eb('status', '=', 'rejected'),
                  eb('updated_at', '<', before(policy.queryDays)),
                ]),
              ]),
        ]),
      )
      .execute();
    const ids = expired.map((row) => row.id);
    for (let start = 0; start < ids.length; start += 500)
      await deleteRepliesWhere(trx, ids.slice(start, start + 500));
    if (policy.queryDays !== undefined)
      await trx
        .updateTable('replies')
        .set({ email: null })
        .where('email', 'is not', null)
        .where('created_at', '<', before(policy.queryDays))
        .execute();
    return ids.length;
  });
}

async function purgeFolder(db: Db, spam: boolean, days: number, now: Date): Promise<number> {
  const before = new Date(now.getTime() - days * dayMs).toISOString();
  let total = 0;
  // In batches, so a first purge of years of spam never holds the database in one long write.
  for (;;) {
    const purged = await db.kysely.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('queries')
        .select('id')
        .where('is_spam', '=', spam ? 1 : 0)
        .where('created_at', '<', before)
        .limit(500)
        .execute();
      await deleteQueriesWhere(
        trx,
        rows.map((row) => row.id),
      );
      return rows.length;
    });
    total += purged;
    if (purged < 500) return total;
  }
}

export async function purgeExpired(
  db: Db,
  policy: RetentionPolicy,
  now: Date = new Date(),
): Promise<PurgeCounts> {
  const queries =
    policy.queryDays === undefined ? 0 : await purgeFolder(db, false, policy.queryDays, now);
  const spam = await purgeFolder(db, true, policy.spamDays, now);
  const replies = await purgeReplies(db, policy, now);
  const at = now.toISOString();
  await db.kysely.deleteFrom('inbox_sessions').where('expires_at', '<', at).execute();
  await db.kysely.deleteFrom('inbox_challenges').where('expires_at', '<', at).execute();
  // A spent proof of work past its expiry is refused as expired anyway.
  await db.kysely.deleteFrom('spent_challenges').where('expires_at', '<', at).execute();
  // Kept a day past expiry so a late click on a link is told "expired", not "unknown".
  await db.kysely
    .deleteFrom('inbox_enrolments')
    .where('expires_at', '<', new Date(now.getTime() - dayMs).toISOString())
    .execute();
  if (policy.visitDays !== undefined) {
    const oldest = dayIn(
      policy.timeZone ?? 'UTC',
      new Date(now.getTime() - policy.visitDays * dayMs),
    );
    await db.kysely.deleteFrom('visit_counts').where('day', '<', oldest).execute();
  }
  return { queries, spam, replies };
}

export interface RetentionSchedule {
  stop: () => Promise<void>;
}

/** Purges now and then every `everyMs`; a failed purge is logged and tried at the next turn. */
export function scheduleRetention(options: {
  db: Db;
  policy: RetentionPolicy;
  log: FastifyBaseLogger;
  everyMs: number;
  /** The first purge, soon after start-up (not during it). */
  firstAfterMs?: number;
}): RetentionSchedule {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = purgeExpired(options.db, options.policy).then(
      (counts) =>
        options.log.info(
          { purged: counts, policy: options.policy },
          `retention: purged ${String(counts.queries)} queries and ${String(counts.spam)} spam`,
        ),
      (error: unknown) => options.log.warn({ err: error }, 'retention: purge failed; will retry'),
    );
  };
  const first = setTimeout(sweep, options.firstAfterMs ?? 1000);
  const timer = setInterval(sweep, options.everyMs);
  first.unref();
  timer.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
