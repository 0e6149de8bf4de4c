// Fault injection on Redis, for real: the API runs as its own process with a Redis server of
// this test's own, which is frozen (SIGSTOP), resumed, killed and started again. Every query
// is still answered quickly, the per-address limit still holds (in this instance's memory while
// Redis is away), /health reports Redis as degraded without failing, and each outage is logged
// once, not once per request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnApi, untilHealthy } from '../test-support/api-process.ts';
import type { ApiProcess } from '../test-support/api-process.ts';
import { freePort } from '@portfolio/dev-tools/free-port';
import { redisInstance } from '../test-support/redis-instance.ts';
import type { RedisInstance } from '../test-support/redis-instance.ts';
import { createSqliteDatabase } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { waitFor } from '@portfolio/dev-tools/wait-for';

const limit = 3;
let redis: RedisInstance;
let database: TestDatabase;
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
    RATE_LIMIT_MAX: String(limit),
    LOG_LEVEL: 'info',
  });
  await untilHealthy(api);
}, 30_000);

afterAll(async () => {
  if (api.child.exitCode === null) api.child.kill('SIGKILL');
  await redis.kill();
  await database.drop();
});

/** One query; all come from the test's own address, so they count against one limit. */
async function send(): Promise<{ status: number; ms: number }> {
  sequence += 1;
  const started = Date.now();
  const response = await fetch(`${api.url}/query/queryPost`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Ada',
      email: 'ada@example.com',
      message: `Redis test ${String(sequence)} ${String(started)}`,
    }),
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: Date.now() - started };
}

async function health(): Promise<{ status: number; body: Record<string, string> }> {
  const response = await fetch(`${api.url}/health`);
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

const logLines = (text: string) =>
  api
    .stderr()
    .split('\n')
    .filter((line) => line.includes(text));

describe('Redis outages', () => {
  it('keeps answering and limiting while Redis is frozen, and shares the limit again after', async () => {
    expect((await health()).body).toMatchObject({ status: 'ok', redis: 'ok' });

    redis.pause();
    const answers = [];
    for (let i = 0; i < limit + 2; i += 1) answers.push(await send());
    // The first request notices the hang after one command timeout; the limit then counts in
    // memory: `limit` accepted, the rest refused.
    expect(answers.map((a) => a.status)).toEqual([...Array<number>(limit).fill(201), 429, 429]);
    // Bounded (tens of ms of Redis timeout, not seconds); generous for a shared machine.
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(3000);
    const degraded = await health();
    expect(degraded.status).toBe(200);
    expect(degraded.body).toMatchObject({ status: 'degraded', database: 'ok', redis: 'degraded' });

    redis.resume();
    await waitFor(async () => ((await health()).body.redis === 'ok' ? true : undefined));
    // The API's log reaches this process through a pipe, a moment after its answers.
    await waitFor(() => (logLines('redis is back').length > 0 ? true : undefined));
    expect(logLines('redis unavailable')).toHaveLength(1);
    expect(logLines('redis is back')).toHaveLength(1);
    expect(api.child.exitCode).toBeNull();
  }, 60_000);

  it('keeps answering when Redis is killed, and uses it again once it is restarted', async () => {
    await redis.kill();
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await send());
    expect(answers.every((a) => a.status === 201 || a.status === 429)).toBe(true);
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(3000);
    expect((await health()).body.redis).toBe('degraded');

    await redis.start();
    await waitFor(async () => ((await health()).body.redis === 'ok' ? true : undefined), 20_000);
    await waitFor(() => (logLines('redis is back').length > 1 ? true : undefined));
    expect(logLines('redis unavailable')).toHaveLength(2);
    expect(api.child.exitCode).toBeNull();
  }, 60_000);
});
