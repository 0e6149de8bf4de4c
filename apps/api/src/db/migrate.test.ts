// One migration set on both databases, and `npm run db:migrate` as the owner runs it.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { databaseBackends } from '@portfolio/dev-tools/test-databases';
import { sql } from 'kysely';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const run = (databaseUrl: string) =>
  promisify(execFile)('npm', ['run', '--silent', 'db:migrate'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });

describe.each(databaseBackends)('npm run db:migrate on $kind', ({ create }) => {
  it('creates the tables once, then says it is up to date', async () => {
    const database = await create();
    try {
      expect((await run(database.url)).stdout).toContain('applied 0001-create-queries-and-outbox');
      expect((await run(database.url)).stdout).toContain('already up to date');
      const db = openDatabase(database.url);
      try {
        const tables = (await db.kysely.introspection.getTables()).map((table) => table.name);
        expect(tables).toEqual(
          expect.arrayContaining(['queries', 'outbox', 'notification_attempts']),
        );
      } finally {
        await db.kysely.destroy();
      }
    } finally {
      await database.drop();
    }
  }, 30_000);

  it('leaves the queries table only the indexes its lookups use', async () => {
    const database = await create();
    const db = openDatabase(database.url);
    try {
      await migrateToLatest(db.kysely);
      // Each index costs a page write for every stored query; the plain email index served no
      // lookup (they all compare lower(email)) and migration 0005 drops it.
      const { rows } =
        db.kind === 'sqlite'
          ? await sql<{
              name: string;
            }>`select name from sqlite_master where type = 'index' and tbl_name = 'queries' and sql is not null`.execute(
              db.kysely,
            )
          : await sql<{
              name: string;
            }>`select indexname as name from pg_indexes where tablename = 'queries' and indexname not like '%pkey'`.execute(
              db.kysely,
            );
      expect(rows.map((row) => row.name).sort()).toEqual([
        'queries_created_at',
        'queries_fingerprint_created_at',
        'queries_lower_email_created_at',
        'queries_message_fingerprint_created_at',
      ]);
    } finally {
      await db.kysely.destroy();
      await database.drop();
    }
  }, 30_000);

  it('refuses a URL of another database kind with a clear message', async () => {
    await expect(run('mysql://db/portfolio')).rejects.toMatchObject({
      stderr: expect.stringContaining(
        'DATABASE_URL: must be a SQLite file path or a postgres:// URL',
      ) as string,
    });
  });
});
