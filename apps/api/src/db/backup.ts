// Backups of the API's database while it runs, and restoring one into an empty database
// (`npm run db:backup -- <file>`, `npm run db:restore -- <file>`; docs/operations.md).
//   - SQLite: SQLite's online backup API (better-sqlite3's backup()), a consistent copy of the
//     file while the API goes on writing; restored by checking the copy and putting it in place.
//   - PostgreSQL: pg_dump's custom format, one consistent snapshot; restored with pg_restore.
// A backup holds visitors' messages: it is written readable by its owner only, under a temporary
// name first, so a backup cut short never looks like a whole one. Restoring never writes over
// data: the target must be empty. Either way the database is then migrated to this version.
import { spawn } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  existsSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { isPostgresUrl, openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** What a backup file is, by its first bytes. */
export function backupKind(file: string): 'sqlite' | 'postgres' | 'unknown' {
  const head = Buffer.alloc(16);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 16, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1').startsWith('SQLite format 3\0')) return 'sqlite';
  if (head.toString('latin1').startsWith('PGDMP')) return 'postgres';
  return 'unknown';
}

/** A PostgreSQL URL without its password, which goes to the tools by PGPASSWORD instead. */
function postgresConnection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    url: parsed.toString(),
    env: password === '' ? process.env : { ...process.env, PGPASSWORD: password },
  };
}

/** Runs a PostgreSQL client tool; a missing tool is named with how to install it. */
function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${tool} was not found: install PostgreSQL's client tools, of the server's major version or newer (Debian and Ubuntu: apt-get install postgresql-client; macOS: brew install libpq), or put ${tool} on PATH.`
            : `${tool} could not start: ${error.message}`,
        ),
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit ${String(code)}): ${stderr.trim()}`));
    });
  });
}

export interface BackupResult {
  file: string;
  bytes: number;
}

/** Writes a consistent copy of the database at `url` to `file`, which must not exist yet. */
export async function backupDatabase(url: string, file: string): Promise<BackupResult> {
  const target = path.resolve(file);
  if (existsSync(target))
    throw new BackupError(
      `${target} already exists: name a new file (a backup is never written over another).`,
    );
  if (!existsSync(path.dirname(target)))
    throw new BackupError(`${path.dirname(target)} does not exist: make the folder first.`);
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  try {
    if (isPostgresUrl(url)) {
      const connection = postgresConnection(url);
      await runTool(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--file=${partial}`,
          `--dbname=${connection.url}`,
        ],
        connection.env,
      );
    } else {
      const source = path.resolve(url);
      if (!existsSync(source))
        throw new BackupError(`There is no database at ${source} (DATABASE_URL) to back up.`);
      const sqlite = new SqliteDatabase(source, { fileMustExist: true, readonly: true });
      try {
        // A write by the API between two steps restarts the copy; asking for every remaining
        // page at once lets it finish in one step, a consistent snapshot.
        await sqlite.backup(partial, {
          progress: ({ remainingPages }) => Math.max(remainingPages, 100),
        });
      } finally {
        sqlite.close();
      }
    }
    chmodSync(partial, 0o600);
    renameSync(partial, target);
  } finally {
    rmSync(partial, { force: true });
  }
  return { file: target, bytes: statSync(target).size };
}

/** Whether the database at `url` holds any table: restoring goes only into an empty one. */
async function holdsTables(url: string): Promise<boolean> {
  if (!isPostgresUrl(url)) {
    const file = path.resolve(url);
    if (!existsSync(file) || statSync(file).size === 0) return false;
  }
  const db = openDatabase(url);
  try {
    const tables =
      db.kind === 'sqlite'
        ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
            db.kysely,
          )
        : await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
            db.kysely,
          );
    return tables.rows.length > 0;
  } finally {
    await db.kysely.destroy();
  }
}

/** Puts the backup in `file` into the empty database at `url`, then migrates it. */
export async function restoreDatabase(url: string, file: string): Promise<{ migrated: string[] }> {
  const source = path.resolve(file);
  if (!existsSync(source)) throw new BackupError(`There is no backup at ${source}.`);
  const kind = backupKind(source);
  const wanted = isPostgresUrl(url) ? 'postgres' : 'sqlite';
  if (kind === 'unknown')
    throw new BackupError(
      `${source} is not a backup made by npm run db:backup (neither a SQLite file nor a pg_dump archive).`,
    );
  if (kind !== wanted)
    throw new BackupError(
      `${source} is a ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} backup, but DATABASE_URL names a ${wanted === 'sqlite' ? 'SQLite file' : 'PostgreSQL database'}: restore it into the same kind of database it came from.`,
    );
  if (await holdsTables(url))
    throw new BackupError(
      `The database at DATABASE_URL already holds tables: restore only into an empty one (${wanted === 'sqlite' ? 'point DATABASE_URL at a new file, or move the old one away' : 'create a new database, or drop and recreate this one'}).`,
    );
  if (kind === 'sqlite') {
    const check = new SqliteDatabase(source, { readonly: true, fileMustExist: true });
    try {
      const result = check.pragma('integrity_check', { simple: true });
      if (result !== 'ok') throw new BackupError(`${source} is damaged: ${String(result)}`);
    } finally {
      check.close();
    }
    const target = path.resolve(url);
    for (const stray of ['', '-wal', '-shm']) rmSync(`${target}${stray}`, { force: true });
    await copyFile(source, target);
    chmodSync(target, 0o600);
  } else {
    const connection = postgresConnection(url);
    await runTool(
      'pg_restore',
      ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${connection.url}`, source],
      connection.env,
    );
  }
  const db = openDatabase(url);
  try {
    return { migrated: await migrateToLatest(db.kysely) };
  } finally {
    await db.kysely.destroy();
  }
}
