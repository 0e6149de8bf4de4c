// What the owner does with received queries beyond reading them (query-repository.ts): search a
// folder page by page, mark unread or handled, move spam back to the inbox, erase everything one
// sender wrote. Shared by the CLI and the web inbox, on SQLite and PostgreSQL alike.
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import { eraseRepliesFrom } from '../replies/replies.ts';
import type { Database } from '../db/schema.ts';
import type { EnqueueNotifications } from '../notify/notifications.ts';

export type Folder = 'inbox' | 'spam';

/** What a list shows of a query: never the whole message, which may be a megabyte. */
export interface QuerySummary {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  preview: string;
  /** The language the form was sent in; null when the client did not say. */
  language: string | null;
  readAt: string | null;
  handledAt: string | null;
}

export const previewLength = 200;
export const pageSize = 50;

export interface SearchOptions {
  folder: Folder;
  /** Words that must each appear in the name, the address or the message. */
  words?: string;
  /** The cursor of the last query on the previous page (`cursorOf`). */
  after?: string;
  limit?: number;
}

export interface SearchPage {
  queries: QuerySummary[];
  /** Where the next (older) page starts, when there is one. */
  next: string | undefined;
}

/** A LIKE pattern that finds `word` literally: %, _ and the escape itself lose their meaning. */
function containing(word: string): string {
  return `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** At most eight words of at most 100 characters: a search never becomes a denial of service. */
export function searchWords(text: string | undefined): string[] {
  return (text ?? '')
    .slice(0, 400)
    .split(/\s+/)
    .map((word) => word.slice(0, 100))
    .filter((word) => word !== '')
    .slice(0, 8);
}

export const cursorOf = (query: { createdAt: string; id: string }): string =>
  `${query.createdAt}_${query.id}`;

function parseCursor(cursor: string | undefined): { createdAt: string; id: string } | undefined {
  const match = /^(\d{4}-\d\d-\d\dT[\d:.]+Z)_([0-9a-f-]{36})$/.exec(cursor ?? '');
  return match?.[1] === undefined || match[2] === undefined
    ? undefined
    : { createdAt: match[1], id: match[2] };
}

export async function searchQueries(db: Db, options: SearchOptions): Promise<SearchPage> {
  const limit = options.limit ?? pageSize;
  let select = db.kysely
    .selectFrom('queries')
    .select([
      'id',
      'created_at',
      'name',
      'email',
      'read_at',
      'handled_at',
      'language',
      sql<string>`substr(message, 1, ${previewLength})`.as('preview'),
    ])
    .where('is_spam', '=', options.folder === 'spam' ? 1 : 0);
  for (const word of searchWords(options.words)) {
    const pattern = containing(word);
    select = select.where((eb) =>
      eb.or([
        sql<boolean>`lower(name) like ${pattern} escape '\\'`,
        sql<boolean>`lower(email) like ${pattern} escape '\\'`,
        sql<boolean>`lower(message) like ${pattern} escape '\\'`,
      ]),
    );
  }
  const after = parseCursor(options.after);
  if (after !== undefined)
    select = select.where((eb) =>
      eb.or([
        eb('created_at', '<', after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)]),
      ]),
    );
  const rows = await select
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const queries = rows.slice(0, limit).map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    name: row.name,
    email: row.email,
    preview: row.preview,
    language: row.language,
    readAt: row.read_at,
    handledAt: row.handled_at,
  }));
  const last = queries.at(-1);
  return { queries, next: rows.length > limit && last !== undefined ? cursorOf(last) : undefined };
}

export async function countUnread(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom('queries')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('is_spam', '=', 0)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function markUnread(db: Db, id: string): Promise<void> {
  await db.kysely.updateTable('queries').set({ read_at: null }).where('id', '=', id).execute();
}

export async function setHandled(
  db: Db,
  id: string,
  handled: boolean,
  now: Date = new Date(),
): Promise<void> {
  await db.kysely
    .updateTable('queries')
    .set(handled ? { handled_at: now.toISOString() } : { handled_at: null })
    .where('id', '=', id)
    .execute();
}

/**
 * "Not spam": the query joins the inbox and gets the notifications it never had, once. A query
 * that already has outbox rows (moved back and forth before) gets no second set.
 */
export async function markNotSpam(
  db: Db,
  id: string,
  enqueue: EnqueueNotifications,
  now: Date = new Date(),
): Promise<boolean> {
  return db.kysely.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('queries')
      .set({ is_spam: 0 })
      .where('id', '=', id)
      .where('is_spam', '=', 1)
      .executeTakeFirst();
    if (moved.numUpdatedRows !== 1n) return false;
    const earlier = await trx
      .selectFrom('outbox')
      .select('id')
      .where('query_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (earlier === undefined) await enqueue(trx, id, now.toISOString());
    return true;
  });
}

/**
 * "Spam": the query leaves the inbox, and its notifications that have not gone out are dropped
 * (spam never notifies). One a worker is sending right now is left to finish. Moved back with
 * "not spam", it is notified then, once.
 */
export async function markSpam(db: Db, id: string, now: Date = new Date()): Promise<boolean> {
  return db.kysely.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('queries')
      .set({ is_spam: 1 })
      .where('id', '=', id)
      .where('is_spam', '=', 0)
      .executeTakeFirst();
    if (moved.numUpdatedRows !== 1n) return false;
    const at = now.toISOString();
    const unsent = await trx
      .selectFrom('outbox')
      .select('id')
      .where('query_id', '=', id)
      .where('status', '!=', 'sent')
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
      .execute();
    const ids = unsent.map((row) => row.id);
    if (ids.length > 0) {
      await trx.deleteFrom('notification_attempts').where('outbox_id', 'in', ids).execute();
      await trx.deleteFrom('outbox').where('id', 'in', ids).execute();
    }
    return true;
  });
}

/** Deletes these queries and their notifications, in the caller's transaction. */
export async function deleteQueriesWhere(
  trx: Transaction<Database>,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  // Explicit rather than trusting ON DELETE CASCADE, which SQLite honours only when enabled.
  const outboxIds = trx.selectFrom('outbox').select('id').where('query_id', 'in', ids);
  await trx.deleteFrom('notification_attempts').where('outbox_id', 'in', outboxIds).execute();
  await trx.deleteFrom('outbox').where('query_id', 'in', ids).execute();
  await trx.deleteFrom('queries').where('id', 'in', ids).execute();
}

/** Addresses are compared without regard to case, as mail servers do for the domain. */
const sameAddress = (email: string) => sql<boolean>`lower(email) = ${email.trim().toLowerCase()}`;

export interface SenderCount {
  queries: number;
  notifications: number;
  /** Replies to posts written with this address, with the owner's answers to them. */
  replies: number;
}

export async function countFromSender(db: Db, email: string): Promise<SenderCount> {
  const queries = await db.kysely
    .selectFrom('queries')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(sameAddress(email))
    .executeTakeFirst();
  const notifications = await db.kysely
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('query_id', 'in', (eb) =>
      eb.selectFrom('queries').select('id').where(sameAddress(email)),
    )
    .executeTakeFirst();
  const replies = await db.kysely
    .selectFrom('replies')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(sameAddress(email))
    .executeTakeFirst();
  return {
    queries: Number(queries?.count ?? 0),
    notifications: Number(notifications?.count ?? 0),
    replies: Number(replies?.count ?? 0),
  };
}

/**
 * A data-subject request: every query from one address, every notification about them, and every
 * reply to a post the address wrote (with the owner's answers to it).
 */
export async function eraseSender(db: Db, email: string): Promise<SenderCount> {
  return db.kysely.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('queries').select('id').where(sameAddress(email)).execute();
    const ids = rows.map((row) => row.id);
    const notifications =
      ids.length === 0
        ? { count: 0 }
        : await trx
            .selectFrom('outbox')
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .where('query_id', 'in', ids)
            .executeTakeFirst();
    // In slices: PostgreSQL and SQLite both cap the parameters of one statement.
    for (let start = 0; start < ids.length; start += 500)
      await deleteQueriesWhere(trx, ids.slice(start, start + 500));
    const replies = await eraseRepliesFrom(trx, email);
    return { queries: ids.length, notifications: Number(notifications?.count ?? 0), replies };
  });
}
