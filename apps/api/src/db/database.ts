// Opens the configured database: a SQLite file by default, PostgreSQL for a postgres:// URL.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  kind: DatabaseKind;
  /** Where it lives, without credentials: safe to log. */
  description: string;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

export function openDatabase(url: string): Db {
  if (isPostgresUrl(url)) {
    const parsed = new URL(url);
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle client losing its connection must not crash the process; the next query reports it.
    pool.on('error', () => undefined);
    return {
      kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      kind: 'postgres',
      description: `postgres://${parsed.host}${parsed.pathname}`,
    };
  }

  const file = path.resolve(url);
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers (the inbox CLI) work beside the server; FULL makes every commit that
  // answered 201 survive a crash or power loss.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
    kind: 'sqlite',
    description: file,
  };
}
