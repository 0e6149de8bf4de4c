// Frozen: never edit a migration that has shipped; add a new one.
// The web inbox: when a query was handled, the owner's passkeys, signed-in sessions, one-time
// enrolment links and the challenges of passkey ceremonies in progress. Secrets (session ids,
// enrolment tokens, ceremony ids) are stored only as their SHA-256, so a copy of the database
// lets nobody in.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('queries').addColumn('handled_at', 'text').execute();
  await db.schema.createIndex('queries_email').on('queries').column('email').execute();

  await db.schema
    .createTable('inbox_passkeys')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('counter', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('transports', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text')
    .execute();

  await db.schema
    .createTable('inbox_sessions')
    .addColumn('id_hash', 'text', (col) => col.primaryKey())
    .addColumn('csrf_token', 'text', (col) => col.notNull())
    .addColumn('passkey_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('inbox_enrolments')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('inbox_challenges')
    .addColumn('id_hash', 'text', (col) => col.primaryKey())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('challenge', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('inbox_challenges').execute();
  await db.schema.dropTable('inbox_enrolments').execute();
  await db.schema.dropTable('inbox_sessions').execute();
  await db.schema.dropTable('inbox_passkeys').execute();
  await db.schema.dropIndex('queries_email').execute();
  await db.schema.alterTable('queries').dropColumn('handled_at').execute();
}
