// Frozen: never edit a migration that has shipped; add a new one.
// Webmentions sent (issue 57): for each link of each of the owner's posts, what the post's words
// were when its target was last notified (a fingerprint), so a target is notified once, and again
// only when the post changes; and what came of it.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('webmentions_sent')
    // The post's address (the source) and the linked page (the target).
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('target', 'text', (column) => column.notNull())
    // A hash of the post's words when the target was last notified.
    .addColumn('fingerprint', 'text', (column) => column.notNull())
    .addColumn('endpoint', 'text')
    // 'sent', 'no-endpoint' or 'failed'.
    .addColumn('outcome', 'text', (column) => column.notNull())
    .addColumn('detail', 'text')
    .addColumn('sent_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('webmentions_sent_pair', ['source', 'target'])
    .execute();
}
