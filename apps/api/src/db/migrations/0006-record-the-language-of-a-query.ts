// Frozen: never edit a migration that has shipped; add a new one.
// The language a query was sent in (the BCP 47 tag of the form's page), for the inbox, the CLI and
// the auto-reply in that language; null for a query stored before it was recorded, or sent by a
// client that did not say.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('queries').addColumn('language', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('queries').dropColumn('language').execute();
}
