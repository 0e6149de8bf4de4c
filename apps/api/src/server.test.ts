// The API as a process, on a SQLite file and on PostgreSQL: kill -9 in the middle of a load loses
// no query that got a 201 (each answered only after the batch that holds it committed); SIGTERM
// finishes what it started; bad configuration stops start-up with the variable's name.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.ts';
import { spawnApi, untilHealthy } from './test-support/api-process.ts';
import type { ApiProcess } from './test-support/api-process.ts';
import { freePort } from '@portfolio/dev-tools/free-port';
import { startQueryLoad } from './test-support/query-load.ts';
import { waitFor } from '@portfolio/dev-tools/wait-for';
import { createSqliteDatabase, databaseBackends } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';

let database: TestDatabase;
const processes: ApiProcess[] = [];

afterEach(async () => {
  for (const api of processes.splice(0)) if (api.child.exitCode === null) api.child.kill('SIGKILL');
  await database.drop();
});

async function start(port: number, env: Record<string, string> = {}): Promise<ApiProcess> {
  const api = spawnApi({
    DATABASE_URL: database.url,
    API_PORT: String(port),
    RATE_LIMIT_MAX: '1000000',
    ...env,
  });
  processes.push(api);
  await untilHealthy(api);
  return api;
}

describe.each(databaseBackends)('the API process on $kind', ({ create }) => {
  beforeEach(async () => {
    database = await create();
  });

  it('loses no acknowledged query when killed with SIGKILL under load', async () => {
    const port = await freePort();
    const first = await start(port);
    const run = startQueryLoad(first.url, 16);
    await waitFor(() => (run.accepted().length >= 300 ? true : undefined), 30_000);
    first.child.kill('SIGKILL');
    await run.stop();
    const accepted = run.accepted();
    expect((await first.exited).signal).toBe('SIGKILL');
    expect(accepted.length).toBeGreaterThanOrEqual(300);

    await start(port);
    const db = openDatabase(database.url);
    try {
      const stored = new Set(
        (await db.kysely.selectFrom('queries').select('id').execute()).map((row) => row.id),
      );
      const lost = accepted.filter((id) => !stored.has(id));
      expect(lost).toEqual([]);
    } finally {
      await db.kysely.destroy();
    }
  }, 60_000);

  it('stops cleanly on SIGTERM, keeping every query it acknowledged', async () => {
    const api = await start(await freePort());
    const run = startQueryLoad(api.url, 8);
    await waitFor(() => (run.accepted().length >= 20 ? true : undefined));
    api.child.kill('SIGTERM');
    const { code } = await api.exited;
    await run.stop();
    const accepted = run.accepted();
    expect(code, api.stderr()).toBe(0);

    const db = openDatabase(database.url);
    try {
      const count = await db.kysely
        .selectFrom('queries')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBeGreaterThanOrEqual(accepted.length);
    } finally {
      await db.kysely.destroy();
    }
  }, 60_000);
});

describe('the API process', () => {
  beforeEach(() => {
    database = createSqliteDatabase();
  });

  it('refuses to start with a bad variable and names it', async () => {
    const api = spawnApi({
      DATABASE_URL: database.url,
      API_PORT: 'abc',
      RATE_LIMIT_WINDOW: 'soon',
    });
    processes.push(api);
    const { code } = await api.exited;
    expect(code).toBe(1);
    expect(api.stderr()).toContain('Invalid API configuration');
    expect(api.stderr()).toContain('- API_PORT:');
    expect(api.stderr()).toContain('- RATE_LIMIT_WINDOW:');
  }, 30_000);
});
