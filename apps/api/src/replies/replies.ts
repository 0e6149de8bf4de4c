// The replies to the owner's posts, held until the owner decides: kept, listed, approved,
// rejected, erased. For now each is a mention another site sent by Webmention
// (webmention/mention-worker.ts); a reader's own reply from the site's form will join them.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { ReplyKind, ReplyStatus } from '../db/schema.ts';
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
}

/** Keeps what a source now says of a post; a changed mention is held again. */
export async function keepMention(
  db: Db,
  mention: Mention & { source: string; target: string; post: string },
  now: Date = new Date(),
): Promise<'new' | 'updated' | 'unchanged'> {
  const at = now.toISOString();
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
      await trx
        .insertInto('replies')
        .values({
          id: randomUUID(),
          ...fields,
          status: 'held',
          source: mention.source,
          target: mention.target,
          created_at: at,
          updated_at: at,
        })
        .execute();
      return 'new';
    }
    const same = (Object.keys(fields) as (keyof typeof fields)[]).every(
      (key) => existing[key] === fields[key],
    );
    if (same) return 'unchanged';
    await trx
      .updateTable('replies')
      .set({ ...fields, status: 'held', updated_at: at })
      .where('id', '=', existing.id)
      .execute();
    return 'updated';
  });
}

/** Takes down what a source no longer says (it is gone, or no longer links to the post). */
export async function dropMention(db: Db, source: string, target: string): Promise<boolean> {
  const result = await db.kysely
    .deleteFrom('replies')
    .where('source', '=', source)
    .where('target', '=', target)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listReplies(db: Db): Promise<Reply[]> {
  const rows = await db.kysely.selectFrom('replies').selectAll().orderBy('created_at').execute();
  return rows.map((row) => ({
    id: row.id,
    post: row.post,
    kind: row.kind,
    status: row.status,
    author: { name: row.author_name, url: row.author_url },
    text: row.text,
    source: row.source,
    published: row.published,
    createdAt: row.created_at,
  }));
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

export async function eraseReply(db: Db, id: string): Promise<boolean> {
  const result = await db.kysely.deleteFrom('replies').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** What a post shows of a reply: never its source's e-mail or status, nothing but text. */
export interface ShownReply {
  id: string;
  kind: ReplyKind;
  author: { name: string; url: string | null };
  text: string;
  /** When it was written (its own date, else when it arrived). */
  at: string;
}

/** The approved replies to a post (its path on the site), oldest first. */
export async function approvedReplies(db: Db, post: string): Promise<ShownReply[]> {
  const rows = await db.kysely
    .selectFrom('replies')
    .select(['id', 'kind', 'author_name', 'author_url', 'text', 'published', 'created_at'])
    .where('post', '=', post)
    .where('status', '=', 'approved')
    .limit(500)
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      author: { name: row.author_name, url: row.author_url },
      text: row.text,
      at: row.published ?? row.created_at,
    }))
    .sort((a, b) => a.at.localeCompare(b.at));
}
