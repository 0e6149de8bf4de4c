// Frozen: never edit a migration that has shipped; add a new one.
// Readers' own replies from the site's form (issue 57), beside the mentions: the reader's e-mail
// (to hear of an answer; never shown), the reasons a reply was filed as spam, the language it was
// written in, and the owner's answers as replies of their own under the one they answer. And the
// mails replies cause: the owner told of a held reply (by e-mail, by webhook), a reader told of
// an answer; each claimed and retried like the outbox's rows.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('replies').addColumn('email', 'text').execute();
  await db.schema.alterTable('replies').addColumn('spam_reasons', 'text').execute();
  await db.schema.alterTable('replies').addColumn('language', 'text').execute();
  // The reply an owner's answer answers; null for every other reply.
  await db.schema.alterTable('replies').addColumn('parent_id', 'text').execute();
  await db.schema.createIndex('replies_parent').on('replies').column('parent_id').execute();
  await db.schema.createIndex('replies_email').on('replies').column('email').execute();
  await db.schema
    .createTable('reply_mails')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('reply_id', 'text', (column) =>
      column.notNull().references('replies.id').onDelete('cascade'),
    )
    // 'email' or 'webhook' (the owner told of a held reply), 'answer' (the reader told of one).
    .addColumn('channel', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (column) => column.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('reply_mails_due')
    .on('reply_mails')
    .columns(['status', 'next_attempt_at'])
    .execute();
}
