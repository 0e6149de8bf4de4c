// SQLite shared with another process (the inbox CLI, a backup): a query that arrives while the
// other process holds the write lock waits for it (busy timeout) instead of failing at once
// with "database is locked". Only possible because transactions start IMMEDIATE.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { holdSqliteWriteLock } from '../test-support/sqlite-lock.ts';
import { createSqliteDatabase } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { testEnv } from '../test-support/test-env.ts';

let database: TestDatabase;
let app: FastifyInstance;

beforeEach(async () => {
  database = createSqliteDatabase();
  app = await buildApp({
    env: testEnv({ DATABASE_URL: database.url, DATABASE_TIMEOUT: '5s' }),
    logger: false,
    outboxPollMs: false,
  });
});
afterEach(async () => {
  await app.close();
  await database.drop();
});

describe('a write lock held by another process', () => {
  it('makes a query wait for the lock, then stores it', async () => {
    const lock = await holdSqliteWriteLock(database.url, 700);
    const response = await app.inject({
      method: 'POST',
      url: '/query/queryPost',
      headers: { 'content-type': 'application/json' },
      payload: { name: 'Ada', email: 'ada@example.com', message: 'While the CLI writes' },
    });
    await lock.released;
    expect(response.statusCode).toBe(201);
  });
});
