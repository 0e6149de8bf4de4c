// The mails replies cause, waiting to go: the owner told of a held reply or mention (by e-mail, by
// webhook: the channels the enquiries use), and a reader told of the owner's answer (one mail an
// answer, only while the reader has not stopped them). Claimed one at a time as the outbox's are
// (notify/outbox-repository.ts), so two workers never send the same mail, and a claim left by a
// killed process runs out.
import { v7 as uuidv7 } from 'uuid';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database, ReplyKind, ReplyMailChannel } from '../db/schema.ts';
import { nextDelayMs } from '../notify/outbox-repository.ts';
import type { RetryPolicy } from '../notify/outbox-repository.ts';

export async function queueReplyMails(
  trx: Transaction<Database>,
  replyId: string,
  channels: readonly ReplyMailChannel[],
  at: string,
): Promise<void> {
  if (channels.length === 0) return;
  await trx
    .insertInto('reply_mails')
    .values(
      channels.map((channel) => ({
        id: uuidv7(),
        reply_id: replyId,
        channel,
        status: 'pending' as const,
        attempts: 0,
        next_attempt_at: at,
        created_at: at,
      })),
    )
    .execute();
}

/** A mail claimed, with the reply it is about and, for an answer, the reply it answers. */
export interface ReplyMail {
  id: string;
  channel: ReplyMailChannel;
  attempts: number;
  reply: {
    id: string;
    post: string;
    kind: ReplyKind;
    status: string;
    authorName: string;
    authorUrl: string | null;
    text: string;
    createdAt: string;
  };
  /** The reader's reply an answer answers, with their address (null once they stopped the mails). */
  answered:
    | {
        id: string;
        authorName: string;
        text: string;
        email: string | null;
        language: string | null;
      }
    | undefined;
}

export async function claimDueReplyMails(
  db: Db,
  now: Date,
  limit: number,
  claimMs: number,
): Promise<ReplyMail[]> {
  const at = now.toISOString();
  const rows = await db.kysely
    .selectFrom('reply_mails as m')
    .innerJoin('replies as r', 'r.id', 'm.reply_id')
    .leftJoin('replies as p', 'p.id', 'r.parent_id')
    .select([
      'm.id',
      'm.channel',
      'm.attempts',
      'r.id as replyId',
      'r.post',
      'r.kind',
      'r.status',
      'r.author_name as authorName',
      'r.author_url as authorUrl',
      'r.text',
      'r.created_at as createdAt',
      'p.id as parentId',
      'p.author_name as parentName',
      'p.text as parentText',
      'p.email as parentEmail',
      'p.language as parentLanguage',
    ])
    .where('m.status', '=', 'pending')
    .where('m.next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('m.locked_until', 'is', null), eb('m.locked_until', '<', at)]))
    .orderBy('m.next_attempt_at')
    .limit(limit)
    .execute();
  const lockedUntil = new Date(now.getTime() + claimMs).toISOString();
  const claimed: ReplyMail[] = [];
  for (const row of rows) {
    const result = await db.kysely
      .updateTable('reply_mails')
      .set({ locked_until: lockedUntil })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) continue;
    claimed.push({
      id: row.id,
      channel: row.channel,
      attempts: row.attempts,
      reply: {
        id: row.replyId,
        post: row.post,
        kind: row.kind,
        status: row.status,
        authorName: row.authorName,
        authorUrl: row.authorUrl,
        text: row.text,
        createdAt: row.createdAt,
      },
      answered:
        row.parentId === null
          ? undefined
          : {
              id: row.parentId,
              authorName: row.parentName ?? '',
              text: row.parentText ?? '',
              email: row.parentEmail,
              language: row.parentLanguage,
            },
    });
  }
  return claimed;
}

/** Sent, or (`reason`) no longer to be sent: either way never tried again. */
export async function recordReplyMailDone(
  db: Db,
  id: string,
  now: Date,
  reason?: string,
): Promise<void> {
  await db.kysely
    .updateTable('reply_mails')
    .set(
      reason === undefined
        ? { status: 'sent', sent_at: now.toISOString(), locked_until: null, last_error: null }
        : { status: 'failed', locked_until: null, last_error: reason },
    )
    .where('id', '=', id)
    .execute();
}

/** A failed attempt: tried again later with backoff, or given up after the policy's attempts. */
export async function recordReplyMailFailure(
  db: Db,
  mail: Pick<ReplyMail, 'id' | 'attempts'>,
  error: string,
  now: Date,
  policy: RetryPolicy,
): Promise<void> {
  const attempts = mail.attempts + 1;
  await db.kysely
    .updateTable('reply_mails')
    .set({
      attempts,
      status: attempts >= policy.maxAttempts ? 'failed' : 'pending',
      last_error: error.slice(0, 500),
      locked_until: null,
      next_attempt_at: new Date(now.getTime() + nextDelayMs(attempts, policy)).toISOString(),
    })
    .where('id', '=', mail.id)
    .execute();
}
