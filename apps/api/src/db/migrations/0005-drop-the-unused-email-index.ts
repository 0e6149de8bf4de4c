// Frozen: never edit a migration that has shipped; add a new one.
// Every lookup by sender compares lower(email), which queries_lower_email_created_at (0003)
// serves; the plain index on email served none, and every stored query still paid a page of it.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('queries_email').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('queries_email').on('queries').column('email').execute();
}
