// SQLite statements prepared once and reused (the SQLite dialect's database, for Kysely).
import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as SqliteDialectDatabase } from 'kysely';

/** Enough for every batch size of the few statements a batch runs, and everything else. */
const statementCacheSize = 1024;

/**
 * Kysely prepares every statement it runs, and SQLite compiled the same few (begin, commit, a
 * batch's lookup and insert) again for every batch: 7% of the API's time under load. A prepared
 * statement is kept by its text and reused, unless it is still being stepped through (a stream).
 */
export function withStatementCache(
  sqlite: SqliteDatabase.Database,
  size = statementCacheSize,
): SqliteDialectDatabase {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      const cached = cache.get(text);
      if (cached !== undefined && !cached.busy) {
        // Most recently used last: the first entry is the one to drop.
        cache.delete(text);
        cache.set(text, cached);
        return cached;
      }
      const statement = sqlite.prepare(text);
      if (cached === undefined) {
        cache.set(text, statement);
        const [oldest] = cache.keys();
        if (cache.size > size && oldest !== undefined) cache.delete(oldest);
      }
      return statement;
    },
  };
}
