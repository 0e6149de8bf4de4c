// The owner's answer to a reply: shown under it on the post, marked as the author's, and mailed
// once to its reader when they left an address. Answering a held reply approves it (the owner
// would not answer what they keep off the post). The mail's link stops every later one to that
// address, and the address is forgotten then.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { idFromToken, signedToken } from '../signed-token.ts';
import { queueReplyMails } from './reply-mails.ts';

/** The longest answer the owner writes: a reader's limit would be too short for a long answer. */
export const answerMax = 10_000;

export type AnswerOutcome =
  | { ok: true; id: string; mailed: boolean }
  | { ok: false; problem: 'no-such-reply' | 'not-a-reply' | 'spam' | 'empty' | 'too-long' };

export async function answerReply(
  db: Db,
  replyId: string,
  text: string,
  now: Date = new Date(),
): Promise<AnswerOutcome> {
  const answer = text.replace(/\r\n?/g, '\n').trim();
  if (answer === '') return { ok: false, problem: 'empty' };
  if (answer.length > answerMax) return { ok: false, problem: 'too-long' };
  return db.kysely.transaction().execute(async (trx): Promise<AnswerOutcome> => {
    const parent = await trx
      .selectFrom('replies')
      .select(['id', 'post', 'status', 'parent_id', 'email', 'kind'])
      .where('id', '=', replyId)
      .executeTakeFirst();
    if (parent === undefined) return { ok: false, problem: 'no-such-reply' };
    if (parent.parent_id !== null) return { ok: false, problem: 'not-a-reply' };
    if (parent.status === 'spam') return { ok: false, problem: 'spam' };
    const at = now.toISOString();
    if (parent.status !== 'approved')
      await trx
        .updateTable('replies')
        .set({ status: 'approved', updated_at: at })
        .where('id', '=', parent.id)
        .execute();
    const id = randomUUID();
    await trx
      .insertInto('replies')
      .values({
        id,
        post: parent.post,
        kind: 'reply',
        status: 'approved',
        author_name: '',
        text: answer,
        created_at: at,
        updated_at: at,
        parent_id: parent.id,
      })
      .execute();
    const mailed = parent.email !== null;
    if (mailed) await queueReplyMails(trx, id, ['answer'], at);
    return { ok: true, id, mailed };
  });
}

const stopScope = 'replies:stop';

/** The link in an answer's mail: it names the reader's reply. */
export const stopToken = (key: string, replyId: string): string =>
  signedToken(key, stopScope, replyId);

/**
 * The reader's "no more e-mails": their address is forgotten on every reply it was given with,
 * and the mails still waiting for it are dropped. False for a token this API did not make.
 */
export async function stopAnswerMails(db: Db, key: string, token: string): Promise<boolean> {
  const replyId = idFromToken(key, stopScope, token);
  if (replyId === undefined) return false;
  await db.kysely.transaction().execute(async (trx) => {
    const reply = await trx
      .selectFrom('replies')
      .select('email')
      .where('id', '=', replyId)
      .executeTakeFirst();
    if (reply?.email === null || reply?.email === undefined) return;
    const theirs = trx
      .selectFrom('replies')
      .select('id')
      .where(sql<boolean>`lower(email) = ${reply.email.toLowerCase()}`);
    const answers = trx.selectFrom('replies').select('id').where('parent_id', 'in', theirs);
    await trx
      .updateTable('reply_mails')
      .set({ status: 'failed', last_error: 'the reader stopped the mails', locked_until: null })
      .where('channel', '=', 'answer')
      .where('status', '=', 'pending')
      .where('reply_id', 'in', answers)
      .execute();
    await trx
      .updateTable('replies')
      .set({ email: null })
      .where(sql<boolean>`lower(email) = ${reply.email.toLowerCase()}`)
      .execute();
  });
  return true;
}
