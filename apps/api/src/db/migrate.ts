// One frozen set of migrations for SQLite and PostgreSQL, listed here rather than read from the
// file system so they travel with the code.
import { Migrator } from 'kysely';
import type { Kysely, Migration, MigrationResultSet } from 'kysely';
import * as createQueriesAndOutbox from './migrations/0001-create-queries-and-outbox.ts';
import * as addTheWebInbox from './migrations/0002-add-the-web-inbox.ts';
import * as recordWhyAQueryIsSpam from './migrations/0003-record-why-a-query-is-spam.ts';
import * as keepProofOfWorkState from './migrations/0004-keep-proof-of-work-state.ts';
import * as dropTheUnusedEmailIndex from './migrations/0005-drop-the-unused-email-index.ts';
import * as recordTheLanguageOfAQuery from './migrations/0006-record-the-language-of-a-query.ts';
import * as countVisitsPerDay from './migrations/0007-count-visits-per-day.ts';
import * as keepNewsletterSubscribers from './migrations/0008-keep-newsletter-subscribers.ts';
import * as recordWebmentionsSent from './migrations/0009-record-webmentions-sent.ts';
import * as holdRepliesAndMentions from './migrations/0010-hold-replies-and-mentions.ts';
import * as takeReadersReplies from './migrations/0011-take-readers-replies.ts';
import type { Database } from './schema.ts';

const migrations: Record<string, Migration> = {
  '0001-create-queries-and-outbox': createQueriesAndOutbox,
  '0002-add-the-web-inbox': addTheWebInbox,
  '0003-record-why-a-query-is-spam': recordWhyAQueryIsSpam,
  '0004-keep-proof-of-work-state': keepProofOfWorkState,
  '0005-drop-the-unused-email-index': dropTheUnusedEmailIndex,
  '0006-record-the-language-of-a-query': recordTheLanguageOfAQuery,
  '0007-count-visits-per-day': countVisitsPerDay,
  '0008-keep-newsletter-subscribers': keepNewsletterSubscribers,
  '0009-record-webmentions-sent': recordWebmentionsSent,
  '0010-hold-replies-and-mentions': holdRepliesAndMentions,
  '0011-take-readers-replies': takeReadersReplies,
};

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  const { error, results }: MigrationResultSet = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === 'Error');
    const reason = error instanceof Error ? error.message : JSON.stringify(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (results ?? []).map((result) => result.migrationName);
}
