// Frozen: never edit a migration that has shipped; add a new one.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('queries')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('fingerprint', 'text', (col) => col.notNull())
    .addColumn('is_spam', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('read_at', 'text')
    .execute();
  await db.schema
    .createIndex('queries_fingerprint_created_at')
    .on('queries')
    .columns(['fingerprint', 'created_at'])
    .execute();
  await db.schema.createIndex('queries_created_at').on('queries').column('created_at').execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('query_id', 'text', (col) =>
      col.notNull().references('queries.id').onDelete('cascade'),
    )
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('outbox_status_next_attempt_at')
    .on('outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();

  await db.schema
    .createTable('notification_attempts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('outbox_id', 'text', (col) =>
      col.notNull().references('outbox.id').onDelete('cascade'),
    )
    .addColumn('attempted_at', 'text', (col) => col.notNull())
    .addColumn('error', 'text')
    .execute();
  await db.schema
    .createIndex('notification_attempts_outbox_id')
    .on('notification_attempts')
    .column('outbox_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_attempts').execute();
  await db.schema.dropTable('outbox').execute();
  await db.schema.dropTable('queries').execute();
}
