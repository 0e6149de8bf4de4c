// Frozen: never edit a migration that has shipped; add a new one.
// Followers by e-mail (issue 56): each subscriber's address, language, status and times, nothing
// more; the posts the feed poller has seen (the first poll's marked as archive, never sent); and
// each mail to a subscriber (a confirmation, or a post) as a delivery claimed like the outbox's,
// one per subscriber and post at most (a unique key), so a post is mailed to a reader once across
// restarts and instances.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'text', (column) => column.primaryKey())
    // Lower-cased and trimmed: one row per address, whatever its case.
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    // When the last confirmation mail was queued: one a day at most per address.
    .addColumn('confirmation_sent_at', 'text')
    .addColumn('confirmed_at', 'text')
    .addColumn('unsubscribed_at', 'text')
    .execute();
  await db.schema
    .createIndex('newsletter_subscribers_status')
    .on('newsletter_subscribers')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createTable('newsletter_posts')
    // The post's address without its language's path: one post in every language.
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('found_at', 'text', (column) => column.notNull())
    // 1 for what the first poll found: the archive, never mailed.
    .addColumn('archived', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('newsletter_deliveries')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('subscriber_id', 'text', (column) =>
      column.notNull().references('newsletter_subscribers.id').onDelete('cascade'),
    )
    // 'confirm' (the opt-in mail) or 'post'.
    .addColumn('kind', 'text', (column) => column.notNull())
    // The post mailed; for a confirmation, the time it was asked for (each its own row).
    .addColumn('post_id', 'text', (column) => column.notNull())
    // What the mail says, fixed when it is queued: the post's title, address and text.
    .addColumn('payload', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (column) => column.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('sent_at', 'text')
    .addUniqueConstraint('newsletter_deliveries_once', ['subscriber_id', 'kind', 'post_id'])
    .execute();
  await db.schema
    .createIndex('newsletter_deliveries_due')
    .on('newsletter_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('newsletter_deliveries').execute();
  await db.schema.dropTable('newsletter_posts').execute();
  await db.schema.dropTable('newsletter_subscribers').execute();
}
