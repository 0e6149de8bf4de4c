// Frozen: never edit a migration that has shipped; add a new one.
// The proof-of-work layer's state: challenges already spent (the replay store when Redis is not
// configured or is away), and the API's own settings, where the key that signs challenges is
// kept when ALTCHA_HMAC_KEY is not set.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('spent_challenges')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('spent_challenges_expires_at')
    .on('spent_challenges')
    .column('expires_at')
    .execute();
  await db.schema
    .createTable('api_settings')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_settings').execute();
  await db.schema.dropTable('spent_challenges').execute();
}
