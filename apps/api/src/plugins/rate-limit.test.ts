// The per-address limit, with counters in memory and in the local Redis shared by two instances.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { rateLimitKey } from './rate-limit.ts';
import { randomAddress } from '../test-support/random-address.ts';
import { createSqliteDatabase } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { testEnv } from '../test-support/test-env.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function send(app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/query/queryPost',
    remoteAddress,
    headers: { 'content-type': 'application/json', ...headers },
    payload: {
      name: 'Ada',
      email: 'ada@example.com',
      message: `Hello ${randomBytes(4).toString('hex')}`,
    },
  });
}

let database: TestDatabase;
const apps: FastifyInstance[] = [];

async function app(variables: Record<string, string> = {}): Promise<FastifyInstance> {
  const instance = await buildApp({
    env: testEnv({ DATABASE_URL: database.url, ...variables }),
    logger: false,
    outboxPollMs: false,
  });
  apps.push(instance);
  return instance;
}

beforeAll(() => {
  database = createSqliteDatabase();
});
afterAll(async () => {
  for (const instance of apps) await instance.close();
  await database.drop();
});

describe('rate limit in memory', () => {
  it('allows five queries per address in ten minutes by default, then 429 with Retry-After', async () => {
    const api = await app();
    const client = randomAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await send(api, client)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);

    const refused = await send(api, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('600');
    expect(refused.json()).toMatchObject({
      statusCode: 429,
      message: 'Too many messages from your address. Please try again in 10 minutes.',
    });

    expect((await send(api, randomAddress())).statusCode).toBe(201);
  });

  it('follows RATE_LIMIT_MAX and RATE_LIMIT_WINDOW', async () => {
    const api = await app({ RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW: '90s' });
    const client = randomAddress();
    await send(api, client);
    await send(api, client);
    const refused = await send(api, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('90');
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy', async () => {
    const direct = await app({ RATE_LIMIT_MAX: '1' });
    const proxy = randomAddress();
    expect((await send(direct, proxy, { 'x-forwarded-for': randomAddress() })).statusCode).toBe(
      201,
    );
    // A forged header does not buy a fresh limit.
    expect((await send(direct, proxy, { 'x-forwarded-for': randomAddress() })).statusCode).toBe(
      429,
    );

    const behindProxy = await app({ RATE_LIMIT_MAX: '1', TRUST_PROXY: proxy });
    const visitor = randomAddress();
    expect((await send(behindProxy, proxy, { 'x-forwarded-for': visitor })).statusCode).toBe(201);
    expect(
      (await send(behindProxy, proxy, { 'x-forwarded-for': randomAddress() })).statusCode,
    ).toBe(201);
    expect((await send(behindProxy, proxy, { 'x-forwarded-for': visitor })).statusCode).toBe(429);
  });
});

describe('rate limit in Redis', () => {
  it('is shared by two API instances', async () => {
    const first = await app({ REDIS_URL: redisUrl, RATE_LIMIT_MAX: '3' });
    const second = await app({ REDIS_URL: redisUrl, RATE_LIMIT_MAX: '3' });
    const client = randomAddress();
    expect((await send(first, client)).statusCode).toBe(201);
    expect((await send(second, client)).statusCode).toBe(201);
    expect((await send(first, client)).statusCode).toBe(201);
    const refused = await send(second, client);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590);
    // Memory counters would have let the second instance take three of its own.
    expect((await send(second, randomAddress())).statusCode).toBe(201);
  });

  it("falls back to this instance's memory when Redis is unreachable: visitors get through, the limit holds", async () => {
    const api = await app({ REDIS_URL: 'redis://127.0.0.1:9', RATE_LIMIT_MAX: '1' });
    const client = randomAddress();
    expect((await send(api, client)).statusCode).toBe(201);
    expect((await send(api, client)).statusCode).toBe(429);
    expect((await send(api, randomAddress())).statusCode).toBe(201);
    const health = await api.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'degraded', database: 'ok', redis: 'degraded' });
  });
});

describe('the rate-limit key', () => {
  it('is the visitor address, IPv6 per /64, and a shared key when the socket is already gone', () => {
    const request = (ip: string | undefined) => ({ ip }) as unknown as FastifyRequest;
    expect(rateLimitKey(request('203.0.113.7'))).toBe('203.0.113.7');
    expect(rateLimitKey(request('2001:db8:1:2:3:4:5:6'))).toBe(
      rateLimitKey(request('2001:db8:1:2:ffff:4:5:6')),
    );
    expect(rateLimitKey(request(undefined))).toBe('unknown-address');
    expect(rateLimitKey(request(''))).toBe('unknown-address');
  });
});
