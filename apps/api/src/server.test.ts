// The API as a process: kill -9 in the middle of a load loses no query that got a 201; SIGTERM
// finishes what it started; bad configuration stops start-up with the variable's name.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.ts';
import { spawnApi, untilHealthy } from './test-support/api-process.ts';
import type { ApiProcess } from './test-support/api-process.ts';
import { freePort } from './test-support/free-port.ts';
import { createSqliteDatabase } from './test-support/test-databases.ts';
import type { TestDatabase } from './test-support/test-databases.ts';

let database: TestDatabase;
const processes: ApiProcess[] = [];

beforeEach(() => {
  database = createSqliteDatabase();
});
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

/** Concurrent senders until stopped; returns the ids that were answered 201. */
function load(url: string, senders: number): { stop: () => Promise<string[]>; accepted: string[] } {
  const accepted: string[] = [];
  let running = true;
  let sequence = 0;
  const loops = Array.from({ length: senders }, async () => {
    while (running) {
      sequence += 1;
      try {
        const response = await fetch(`${url}/query/queryPost`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Load',
            email: 'load@example.com',
            message: `message ${sequence}`,
          }),
        });
        // Read every body, as any real client does, so the connection is free again.
        const answer = (await response.json()) as { id?: string };
        if (response.status === 201 && answer.id !== undefined) accepted.push(answer.id);
      } catch {
        // The server was killed mid-request: this query never got a 201, so it may be lost.
        return;
      }
    }
  });
  return {
    accepted,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return accepted;
    },
  };
}

describe('the API process', () => {
  it('loses no acknowledged query when killed with SIGKILL under load', async () => {
    const port = await freePort();
    const first = await start(port);
    const run = load(first.url, 16);
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (run.accepted.length >= 300) {
          clearInterval(check);
          resolve();
        }
      }, 5);
    });
    first.child.kill('SIGKILL');
    const accepted = await run.stop();
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
    const run = load(api.url, 8);
    await new Promise((resolve) => setTimeout(resolve, 300));
    api.child.kill('SIGTERM');
    const { code } = await api.exited;
    const accepted = await run.stop();
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
