// Opens the configured database: a SQLite file by default, PostgreSQL for a postgres:// URL.
// This is the one place that knows which of the two it is; the rest of the API asks `Db` for
// what differs (how to serialise two identical submissions, whether it may come back).
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { Transaction } from 'kysely';
import pg from 'pg';
import { ImmediateSqliteDialect } from './immediate-sqlite-dialect.ts';
import { withStatementCache } from './statement-cache.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  kind: DatabaseKind;
  /** Where it lives, without credentials: safe to log. */
  description: string;
  /**
   * Batches of queries written at once (queries/query-writer.ts): SQLite has one writer; on
   * PostgreSQL a second batch's statements overlap the first's commit (measured: a steadier and
   * higher rate than one at a time, docs/decisions/0022-api-speed.md).
   */
  concurrentWrites: number;
  /**
   * Serialises transactions that hold the same key until they end (identical submissions). The
   * keys are taken in one fixed order, so two transactions taking several never deadlock.
   */
  lockKeys: (trx: Transaction<Database>, keys: readonly string[]) => Promise<void>;
  /**
   * A server that can be away for a while and come back (PostgreSQL): worth waiting for at
   * start-up. A SQLite file that cannot be opened will not fix itself.
   */
  mayComeBack: boolean;
}

export interface DatabaseOptions {
  /** Longest wait for a connection or for one statement (PostgreSQL) or a lock (SQLite). */
  timeoutMs?: number;
  /** Told once per dropped connection; a dropped connection is never fatal. */
  onConnectionError?: (error: Error) => void;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

export function openDatabase(url: string, options: DatabaseOptions = {}): Db {
  const timeoutMs = options.timeoutMs ?? 5000;
  const onConnectionError = options.onConnectionError ?? (() => undefined);
  if (isPostgresUrl(url)) {
    const parsed = new URL(url);
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      // A stopped or unreachable server must give an error in bounded time, never a hang.
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // pg-pool listens for errors only on idle clients; a client that is checked out when the
    // server restarts or terminates its backend emits 'error' with no listener, which would end
    // the process. Its query fails on its own, and the pool discards the broken client.
    pool.on('connect', (client) => client.on('error', onConnectionError));
    pool.on('error', onConnectionError);
    return {
      kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      kind: 'postgres',
      description: `postgres://${parsed.host}${parsed.pathname}`,
      mayComeBack: true,
      concurrentWrites: 2,
      lockKeys: async (trx, keys) => {
        if (keys.length === 0) return;
        // Sorted by the lock's own key, in one statement: one round trip, one order everywhere.
        await sql`select pg_advisory_xact_lock(key) from (select distinct hashtext(item) as key from unnest(cast(${[...keys]} as text[])) as item order by key) as ordered`.execute(
          trx,
        );
      },
    };
  }

  const file = path.resolve(url);
  checkSqliteFileWritable(file);
  const sqlite = new SqliteDatabase(file, { timeout: timeoutMs });
  // WAL lets readers (the inbox CLI) work beside the server; FULL makes every commit that
  // answered 201 survive a crash or power loss.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  // Each batch of queries touches the same index pages again; checkpointing every 10,000 WAL pages
  // (about 40 MiB) instead of SQLite's 1,000 copies each page back once for many commits rather
  // than once for a few. Durability is the WAL's fsync at every commit, unchanged.
  // docs/decisions/0022-api-speed.md
  sqlite.pragma('wal_autocheckpoint = 10000');
  sqlite.pragma(`busy_timeout = ${String(timeoutMs)}`);
  return {
    kysely: new Kysely<Database>({
      dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
    }),
    kind: 'sqlite',
    description: file,
    mayComeBack: false,
    concurrentWrites: 1,
    // Transactions on the one SQLite connection are already serial.
    lockKeys: () => Promise.resolve(),
  };
}

export class DatabaseTimeoutError extends Error {
  constructor(ms: number) {
    super(`the database did not answer within ${String(ms)} ms`);
    this.name = 'DatabaseTimeoutError';
  }
}

/**
 * Resolves like `work`, or rejects with DatabaseTimeoutError after `ms`. The work itself goes
 * on: a write that commits after its caller heard 503 is found by the duplicate rule when the
 * visitor tries again.
 */
export function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeoutError(ms)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Start-up fails here, naming the variable, when the SQLite file cannot be created or written:
 * otherwise the API would start and lose every query. Trying for real (not access()) also holds
 * for root, read-only mounts and full disks.
 */
export function checkSqliteFileWritable(file: string): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    closeSync(openSync(file, 'a'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new Error(
      `DATABASE_URL: the SQLite file ${file} cannot be written (${code}). Point DATABASE_URL at a writable path on a persistent disk (on a container platform, a mounted volume; the file holds every query), or at a postgres:// URL.`,
    );
  }
}
