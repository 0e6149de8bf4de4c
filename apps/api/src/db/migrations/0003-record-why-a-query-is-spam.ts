// Frozen: never edit a migration that has shipped; add a new one.
// Why a query was filed as spam (JSON: the layers that fired), and the fingerprint of its message
// alone, which finds one text sent from many addresses. Indexes for the two lookups the spam
// layers make on every query: by message, and by address in any case.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('queries').addColumn('spam_reasons', 'text').execute();
  await db.schema.alterTable('queries').addColumn('message_fingerprint', 'text').execute();
  await db.schema
    .createIndex('queries_message_fingerprint_created_at')
    .on('queries')
    .columns(['message_fingerprint', 'created_at'])
    .execute();
  await db.schema
    .createIndex('queries_lower_email_created_at')
    .on('queries')
    .expression(sql`lower(email), created_at`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('queries_lower_email_created_at').execute();
  await db.schema.dropIndex('queries_message_fingerprint_created_at').execute();
  await db.schema.alterTable('queries').dropColumn('message_fingerprint').execute();
  await db.schema.alterTable('queries').dropColumn('spam_reasons').execute();
}
