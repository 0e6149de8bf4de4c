// The proof-of-work replay store under a real Redis outage: the API runs as its own process with
// a Redis of this test's own, which is killed and started again. A solution is spent once in
// Redis while it is up and in the database while it is away; no query is lost either way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@portfolio/dev-tools/free-port';
import { createSqliteDatabase } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { waitFor } from '@portfolio/dev-tools/wait-for';
import { openDatabase } from '../db/database.ts';
import type { Db } from '../db/database.ts';
import { spawnApi, untilHealthy } from '../test-support/api-process.ts';
import type { ApiProcess } from '../test-support/api-process.ts';
import { mintedProofOfWork } from '../test-support/proof-of-work.ts';
import { redisInstance } from '../test-support/redis-instance.ts';
import type { RedisInstance } from '../test-support/redis-instance.ts';

let redis: RedisInstance;
let database: TestDatabase;
let db: Db;
let api: ApiProcess;
let sequence = 0;

beforeAll(async () => {
  redis = redisInstance(await freePort());
  await redis.start();
  database = createSqliteDatabase();
  api = spawnApi({
    DATABASE_URL: database.url,
    API_PORT: String(await freePort()),
    REDIS_URL: redis.url,
    REDIS_TIMEOUT: '50ms',
    RATE_LIMIT_MAX: '1000',
  });
  await untilHealthy(api);
  db = openDatabase(database.url);
}, 30_000);

afterAll(async () => {
  if (api.child.exitCode === null) api.child.kill('SIGKILL');
  await db.kysely.destroy();
  await redis.kill();
  await database.drop();
});

/** Sends a query with `altcha`; answers whether it was filed as spam, and why. */
async function send(altcha: string): Promise<{ spam: boolean; reasons: string | null }> {
  sequence += 1;
  const response = await fetch(`${api.url}/query/queryPost`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Ada',
      email: `ada-${String(sequence)}@example.com`,
      message: `Replay test ${String(sequence)}`,
      altcha,
    }),
    signal: AbortSignal.timeout(30_000),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const row = await db.kysely
    .selectFrom('queries')
    .select(['is_spam', 'spam_reasons'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { spam: row.is_spam === 1, reasons: row.spam_reasons };
}

const health = async () =>
  ((await (await fetch(`${api.url}/health`)).json()) as { redis?: string }).redis;

describe('the replay store when Redis goes away', () => {
  it('spends a solution once in Redis, then once in the database while Redis is down', async () => {
    const whileUp = await mintedProofOfWork();
    expect(await send(whileUp)).toEqual({ spam: false, reasons: null });
    expect((await send(whileUp)).reasons).toContain('already used');
    // Spent in Redis, not in the database.
    expect(await db.kysely.selectFrom('spent_challenges').selectAll().execute()).toEqual([]);

    await redis.kill();
    const whileDown = await mintedProofOfWork();
    expect(await send(whileDown)).toEqual({ spam: false, reasons: null });
    expect((await send(whileDown)).reasons).toContain('already used');
    expect(await db.kysely.selectFrom('spent_challenges').selectAll().execute()).toHaveLength(1);

    await redis.start();
    await waitFor(async () => ((await health()) === 'ok' ? true : undefined), 20_000);
    const whenBack = await mintedProofOfWork();
    expect(await send(whenBack)).toEqual({ spam: false, reasons: null });
    expect((await send(whenBack)).reasons).toContain('already used');
    expect(api.child.exitCode).toBeNull();
  }, 60_000);
});
