// Frozen: never edit a migration that has shipped; add a new one.
// Replies to the owner's posts (issue 57): for now the mentions other sites send by Webmention,
// each held for the owner until approved; and the Webmentions received, queued until their
// source is fetched and checked, one row per source and target.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('replies')
    .addColumn('id', 'text', (column) => column.primaryKey())
    // The page answered: its path on the site (a language's path included), e.g. /blog/a-post.
    .addColumn('post', 'text', (column) => column.notNull())
    // 'reply', 'mention', 'like', 'repost' or 'bookmark'.
    .addColumn('kind', 'text', (column) => column.notNull())
    // 'held' until the owner approves ('approved') or rejects ('rejected') it.
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('author_name', 'text', (column) => column.notNull())
    .addColumn('author_url', 'text')
    .addColumn('text', 'text', (column) => column.notNull())
    // A Webmention's source and target (the target's whole address).
    .addColumn('source', 'text')
    .addColumn('target', 'text')
    .addColumn('published', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('replies_source_target', ['source', 'target'])
    .execute();
  await db.schema.createIndex('replies_post').on('replies').columns(['post', 'status']).execute();
  await db.schema
    .createTable('webmentions_received')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('target', 'text', (column) => column.notNull())
    // 'pending' until checked, then 'done' (kept, updated or removed) or 'failed'.
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (column) => column.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('outcome', 'text')
    .addColumn('received_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('webmentions_received_pair', ['source', 'target'])
    .execute();
  await db.schema
    .createIndex('webmentions_received_due')
    .on('webmentions_received')
    .columns(['status', 'next_attempt_at'])
    .execute();
}
