// The replies to the owner's posts, held until the owner decides: kept, listed, approved,
// rejected, erased. A reply is a reader's from the site's form (./reply-route.ts), a mention
// another site sent by Webmention (webmention/mention-worker.ts), or the owner's answer to one of
// them (./answers.ts), shown under it.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database, ReplyKind, ReplyStatus } from '../db/schema.ts';
import { parseReasons } from '../queries/spam-rules.ts';
import type { SpamReason } from '../queries/spam-rules.ts';
import type { Mention } from '../webmention/read-mention.ts';

export interface Reply {
  id: string;
  post: string;
  kind: ReplyKind;
  status: ReplyStatus;
  author: { name: string; url: string | null };
  text: string;
  source: string | null;
  published: string | null;
  createdAt: string;
  /** The reader's address, to hear of an answer (a reply from the form, when given). */
  email: string | null;
  /** The reply an owner's answer answers; null for every other. */
  parentId: string | null;
  /** Why it was filed as spam. */
  spamReasons: SpamReason[];
  language: string | null;
}

/** A like, repost or bookmark: a name under the post, no words of its own. */
export const isReaction = (kind: ReplyKind): boolean =>
  kind === 'like' || kind === 'repost' || kind === 'bookmark';

/** Queues the owner's notifications of a reply just held, in the transaction that keeps it. */
export type HeldReplyNotice = (trx: Transaction<Database>, id: string, at: string) => Promise<void>;

/** Keeps what a source now says of a post; a changed mention is held again (and told again). */
export async function keepMention(
  db: Db,
  mention: Mention & { source: string; target: string; post: string },
  now: Date = new Date(),
  onHeld?: HeldReplyNotice,
  /** Likes, reposts and bookmarks shown at once (REPLIES_APPROVE_REACTIONS=on). */
  approveReactions = false,
): Promise<'new' | 'updated' | 'unchanged'> {
  const at = now.toISOString();
  const status = approveReactions && isReaction(mention.kind) ? 'approved' : 'held';
  const fields = {
    post: mention.post,
    kind: mention.kind,
    author_name: mention.authorName,
    author_url: mention.authorUrl ?? null,
    text: mention.text,
    published: mention.published ?? null,
  };
  return db.kysely.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('replies')
      .selectAll()
      .where('source', '=', mention.source)
      .where('target', '=', mention.target)
      .executeTakeFirst();
    if (existing === undefined) {
      const id = randomUUID();
      await trx
        .insertInto('replies')
        .values({
          id,
          ...fields,
          status,
          source: mention.source,
          target: mention.target,
          created_at: at,
          updated_at: at,
        })
        .execute();
      if (status === 'held') await onHeld?.(trx, id, at);
      return 'new';
    }
    const same = (Object.keys(fields) as (keyof typeof fields)[]).every(
      (key) => existing[key] === fields[key],
    );
    if (same) return 'unchanged';
    await trx
      .updateTable('replies')
      .set({ ...fields, status, updated_at: at })
      .where('id', '=', existing.id)
      .execute();
    if (status === 'held') await onHeld?.(trx, existing.id, at);
    return 'updated';
  });
}

/** Takes down what a source no longer says (it is gone, or no longer links to the post). */
export async function dropMention(db: Db, source: string, target: string): Promise<boolean> {
  return db.kysely.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('replies')
      .select('id')
      .where('source', '=', source)
      .where('target', '=', target)
      .execute();
    return (
      (await deleteRepliesWhere(
        trx,
        rows.map((row) => row.id),
      )) > 0
    );
  });
}

type ReplyRow = Awaited<ReturnType<typeof replyRows>>[number];
const replyRows = (db: Db | Transaction<Database>) => {
  const kysely = 'kysely' in db ? db.kysely : db;
  return kysely.selectFrom('replies').selectAll().orderBy('created_at').orderBy('id').execute();
};

const replyOf = (row: ReplyRow): Reply => ({
  id: row.id,
  post: row.post,
  kind: row.kind,
  status: row.status,
  author: { name: row.author_name, url: row.author_url },
  text: row.text,
  source: row.source,
  published: row.published,
  createdAt: row.created_at,
  email: row.email,
  parentId: row.parent_id,
  spamReasons: parseReasons(row.spam_reasons),
  language: row.language,
});

/** Every reply, mention and answer, oldest first. */
export async function listReplies(db: Db): Promise<Reply[]> {
  return (await replyRows(db)).map(replyOf);
}

export async function findReply(db: Db, id: string): Promise<Reply | undefined> {
  const row = await db.kysely
    .selectFrom('replies')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row === undefined ? undefined : replyOf(row);
}

/** A reader's reply from the site's form, as checked (@portfolio/contract/reply-form). */
export interface ReaderReply {
  post: string;
  name: string;
  message: string;
  site?: string | undefined;
  email?: string | undefined;
  language?: string | undefined;
}

/**
 * Keeps a reader's reply, held for the owner, or filed as spam with its reasons; in the same
 * transaction `onHeld` queues the owner's notifications of a held one.
 */
export async function keepReaderReply(
  db: Db,
  reply: ReaderReply,
  reasons: readonly SpamReason[],
  onHeld: HeldReplyNotice,
  now: Date = new Date(),
): Promise<{ id: string; spam: boolean }> {
  const at = now.toISOString();
  const id = randomUUID();
  const spam = reasons.length > 0;
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto('replies')
      .values({
        id,
        post: reply.post,
        kind: 'reply',
        status: spam ? 'spam' : 'held',
        author_name: reply.name,
        author_url: reply.site ?? null,
        text: reply.message,
        source: null,
        target: null,
        published: null,
        created_at: at,
        updated_at: at,
        email: reply.email?.trim().toLowerCase() ?? null,
        spam_reasons: spam ? JSON.stringify(reasons) : null,
        language: reply.language ?? null,
        parent_id: null,
      })
      .execute();
    if (!spam) await onHeld(trx, id, at);
  });
  return { id, spam };
}

/** How many replies an address sent since `since`: many in an hour is a flood. */
export async function repliesFromAddressSince(db: Db, email: string, since: Date): Promise<number> {
  const row = await db.kysely
    .selectFrom('replies')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('email', '=', email.trim().toLowerCase())
    .where('created_at', '>=', since.toISOString())
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Sets a reply's status; false when there is no such reply. */
export async function decideReply(db: Db, id: string, status: ReplyStatus): Promise<boolean> {
  const result = await db.kysely
    .updateTable('replies')
    .set({ status, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes these replies, their owner's answers and every mail about them, in `trx`. */
export async function deleteRepliesWhere(
  trx: Transaction<Database>,
  ids: readonly string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const answers = trx.selectFrom('replies').select('id').where('parent_id', 'in', ids);
  // Explicit rather than trusting ON DELETE CASCADE, which SQLite honours only when enabled.
  await trx
    .deleteFrom('reply_mails')
    .where((eb) => eb.or([eb('reply_id', 'in', ids), eb('reply_id', 'in', answers)]))
    .execute();
  await trx.deleteFrom('replies').where('parent_id', 'in', ids).execute();
  const result = await trx.deleteFrom('replies').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function eraseReply(db: Db, id: string): Promise<boolean> {
  return (await db.kysely.transaction().execute((trx) => deleteRepliesWhere(trx, [id]))) > 0;
}

/** A data-subject request: every reply an address wrote, and the answers to them. */
export async function eraseRepliesFrom(trx: Transaction<Database>, email: string): Promise<number> {
  const rows = await trx
    .selectFrom('replies')
    .select('id')
    .where(sql<boolean>`lower(email) = ${email.trim().toLowerCase()}`)
    .execute();
  for (let start = 0; start < rows.length; start += 500)
    await deleteRepliesWhere(
      trx,
      rows.slice(start, start + 500).map((row) => row.id),
    );
  return rows.length;
}

/** What a post shows of a reply: never its source's e-mail or status, nothing but text. */
export interface ShownReply {
  id: string;
  kind: ReplyKind;
  author: { name: string; url: string | null };
  text: string;
  /** When it was written (its own date, else when it arrived). */
  at: string;
  /** The owner's answers to it, oldest first: the author's own words, so no name of their own. */
  answers: { id: string; text: string; at: string }[];
}

/** The approved replies to a post (its path on the site), oldest first, with the owner's answers. */
export async function approvedReplies(db: Db, post: string): Promise<ShownReply[]> {
  const rows = await db.kysely
    .selectFrom('replies')
    .select([
      'id',
      'kind',
      'author_name',
      'author_url',
      'text',
      'published',
      'created_at',
      'parent_id',
    ])
    .where('post', '=', post)
    .where('status', '=', 'approved')
    .orderBy('created_at')
    .limit(1000)
    .execute();
  const answers = new Map<string, ShownReply['answers']>();
  for (const row of rows)
    if (row.parent_id !== null)
      answers
        .set(row.parent_id, answers.get(row.parent_id) ?? [])
        .get(row.parent_id)
        ?.push({ id: row.id, text: row.text, at: row.created_at });
  return rows
    .filter((row) => row.parent_id === null)
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      author: { name: row.author_name, url: row.author_url },
      text: row.text,
      at: row.published ?? row.created_at,
      answers: answers.get(row.id) ?? [],
    }))
    .sort((a, b) => a.at.localeCompare(b.at));
}
