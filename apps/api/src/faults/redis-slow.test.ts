// Redis slowed, not stopped: a proxy of the test's own delays every reply from the machine's
// Redis. The per-address limit must hold across two API instances while Redis answers slowly,
// and a reply later than REDIS_TIMEOUT must never hand an address a fresh allowance.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { delayProxy } from '../test-support/delay-proxy.ts';
import type { DelayProxy } from '../test-support/delay-proxy.ts';
import { randomAddress } from '../test-support/random-address.ts';
import { testEnv } from '../test-support/test-env.ts';
import { createSqliteDatabase } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { waitFor } from '@portfolio/dev-tools/wait-for';

const redisPort = Number(new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379').port);
const limit = testEnv({}).RATE_LIMIT_MAX;
let database: TestDatabase;
let proxy: DelayProxy;
let redis: Redis;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = createSqliteDatabase();
  proxy = await delayProxy(redisPort, 0);
  redis = new Redis(redisPort, '127.0.0.1');
});
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  proxy.setDelay(0);
});
afterAll(async () => {
  await proxy.close();
  redis.disconnect();
  await database.drop();
});

async function instance(variables: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    env: testEnv({
      DATABASE_URL: database.url,
      REDIS_URL: `redis://127.0.0.1:${String(proxy.port)}`,
      ...variables,
    }),
    logger: false,
    outboxPollMs: false,
    mentionPollMs: false,
    replyMailPollMs: false,
  });
  apps.push(app);
  return app;
}

async function send(app: FastifyInstance, remoteAddress: string): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/query/queryPost',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: {
      name: 'Ada',
      email: 'ada@example.com',
      message: `Slow Redis ${randomBytes(4).toString('hex')}`,
    },
  });
  return response.statusCode;
}

function nth(instances: FastifyInstance[], index: number): FastifyInstance {
  const app = instances[index % instances.length];
  if (app === undefined) throw new Error('no instance');
  return app;
}

/** `count` queries from one address, taking turns between the instances, one after another. */
async function alternate(instances: FastifyInstance[], count: number): Promise<number[]> {
  const address = randomAddress();
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1)
    statuses.push(await send(nth(instances, index), address));
  return statuses;
}

const accepted = (statuses: number[]) => statuses.filter((status) => status === 201).length;

describe('a slow Redis', () => {
  it('keeps the limit across two instances while every reply comes 150 ms late', async () => {
    const instances = [await instance(), await instance()];
    proxy.setDelay(150);
    const statuses = await alternate(instances, limit * 3);
    expect(accepted(statuses)).toBe(limit);
    expect(statuses.slice(limit).every((status) => status === 429)).toBe(true);
  });

  it('keeps the limit across two instances for a burst sent all at once', async () => {
    // Slow but in time: a machine busy with other work must not make 150 ms answers late.
    const instances = [
      await instance({ REDIS_TIMEOUT: '3s' }),
      await instance({ REDIS_TIMEOUT: '3s' }),
    ];
    proxy.setDelay(150);
    const address = randomAddress();
    const statuses = await Promise.all(
      Array.from({ length: limit * 4 }, (_, index) => send(nth(instances, index), address)),
    );
    expect(accepted(statuses)).toBe(limit);
  });

  it('never gives a fresh allowance when a reply is later than REDIS_TIMEOUT', async () => {
    const api = await instance({ REDIS_TIMEOUT: '50ms' });
    proxy.setDelay(150);
    expect(accepted(await alternate([api], limit * 3))).toBe(limit);
  });

  it('adds what it counted while Redis was away to Redis once it is back, for the other instances', async () => {
    // Late answers, several in a row, open the circuit: this instance then counts in memory.
    const late = await instance({ REDIS_TIMEOUT: '50ms' });
    proxy.setDelay(300);
    const address = randomAddress();
    for (let index = 0; index < limit; index += 1) expect(await send(late, address)).toBe(201);
    const health = async () =>
      (await late.inject({ method: 'GET', url: '/health' })).json<{ redis: string }>().redis;
    expect(await health()).toBe('degraded');
    proxy.setDelay(0);
    await waitFor(async () => ((await health()) === 'ok' ? true : undefined));
    // What it counted meanwhile has reached Redis: another instance refuses the address.
    const other = await instance();
    await waitFor(async () => {
      const counted = await redis.get(`portfolio-rate-limit:POST/query/queryPost:${address}`);
      return Number(counted) >= limit ? true : undefined;
    });
    expect(await send(other, address)).toBe(429);
  });
});
