// Real databases for tests: a fresh SQLite file, or a fresh database on the local PostgreSQL
// (127.0.0.1:5432, database `test` for administration), dropped afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface TestDatabase {
  url: string;
  drop: () => Promise<void>;
}

export const postgresAdminUrl =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function createSqliteDatabase(): TestDatabase {
  const dir = mkdtempSync(path.join(tmpdir(), 'portfolio-api-'));
  return {
    url: path.join(dir, 'portfolio.sqlite'),
    drop: () => {
      rmSync(dir, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresAdminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A database of its own per test file, so parallel files never see each other's tables. */
export async function createPostgresDatabase(): Promise<TestDatabase> {
  const name = `portfolio_test_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      admin((client) => client.query(`drop database if exists ${name} with (force)`)).then(
        () => undefined,
      ),
  };
}

export const databaseBackends = [
  { kind: 'sqlite', create: () => Promise.resolve(createSqliteDatabase()) },
  { kind: 'postgres', create: createPostgresDatabase },
] as const;
