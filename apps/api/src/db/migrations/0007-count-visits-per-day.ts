// Frozen: never edit a migration that has shipped; add a new one.
// Page views counted per day (the owner's day), one row per thing counted: the day's whole
// ('all', ''), and each page, referrer host, campaign, language and device class. Counts only:
// no event, address or identifier is ever stored (visits/visit-counter.ts).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('visit_counts')
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('dimension', 'text', (column) => column.notNull())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('views', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('visitors', 'integer', (column) => column.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('visit_counts_pk', ['day', 'dimension', 'value'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('visit_counts').execute();
}
