// What the API writes to its logs: JSON lines with request ids, never the visitor's details.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, loggerOptions } from './app.ts';
import { createSqliteDatabase } from './test-support/test-databases.ts';
import type { TestDatabase } from './test-support/test-databases.ts';
import { testEnv } from './test-support/test-env.ts';

const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    callback();
  },
});

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = createSqliteDatabase();
  app = await buildApp({
    env: testEnv({ DATABASE_URL: database.url }),
    logger: { ...loggerOptions('info'), stream },
    outboxPollMs: false,
  });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('logs', () => {
  it('are JSON with a request id and hold no name, address, message or IP', async () => {
    const secret = {
      name: 'Zebulon Quark',
      email: 'zebulon@private.example',
      message: 'My secret plan',
    };
    const response = await app.inject({
      method: 'POST',
      url: '/query/queryPost',
      remoteAddress: '203.0.113.99',
      headers: { 'content-type': 'application/json' },
      payload: secret,
    });
    await app.inject({
      method: 'POST',
      url: '/query/queryPost',
      remoteAddress: '203.0.113.99',
      headers: { 'content-type': 'application/json' },
      payload: { ...secret, email: 'broken zebulon@private' },
    });

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const received = entries.find((entry) => entry.msg === 'query received');
    expect(received).toMatchObject({
      reqId: response.headers['x-request-id'],
      queryId: response.json<{ id: string }>().id,
    });
    const all = lines.join('\n');
    for (const value of [secret.name, 'zebulon', secret.message, '203.0.113.99'])
      expect(all).not.toContain(value);
  });
});
