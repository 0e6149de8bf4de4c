// The query endpoint through inject(), against a real SQLite file and the local PostgreSQL.
import { mintedProofOfWork } from '../test-support/proof-of-work.ts';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import type { Db } from '../db/database.ts';
import { randomAddress } from '../test-support/random-address.ts';
import { databaseBackends } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { testEnv } from '../test-support/test-env.ts';
import { listQueries } from './query-repository.ts';

const path = '/query/queryPost';
const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Can you build my site?' };

function post(payload: unknown, extra: Partial<InjectOptions> = {}): InjectOptions {
  return {
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress: randomAddress(),
    ...extra,
  };
}

/** As the site's script sends it: with a proof of work. */
async function proven(query: Record<string, string>): Promise<Record<string, string>> {
  return { ...query, altcha: await mintedProofOfWork() };
}

function unique(message: string): string {
  return `${message} ${randomBytes(4).toString('hex')}`;
}

describe.each(databaseBackends)('POST /query/queryPost on $kind', ({ create }) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let db: Db;

  beforeAll(async () => {
    database = await create();
    app = await buildApp({
      env: testEnv({
        DATABASE_URL: database.url,
        RATE_LIMIT_MAX: '1000',
        // One test address sends every query here; the flood rule has its own test.
        SPAM_MAX_PER_ADDRESS: '100000',
        SMTP_URL: 'smtp://127.0.0.1:9',
        NOTIFY_EMAIL_TO: 'owner@example.com',
        NOTIFY_EMAIL_FROM: 'site@example.com',
      }),
      logger: false,
      outboxPollMs: false,
    });
    db = openDatabase(database.url);
  });

  afterAll(async () => {
    await db.kysely.destroy();
    await app.close();
    await database.drop();
  });

  it('answers 201 with the id of a query that is already stored, trimmed', async () => {
    const message = unique('  Hello there  ');
    const response = await app.inject(post(await proven({ ...valid, name: '  Ada  ', message })));

    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: string; status: string }>();
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      status: 'received',
    });

    const stored = await db.kysely
      .selectFrom('queries')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirst();
    expect(stored).toMatchObject({
      name: 'Ada',
      email: valid.email,
      message: message.trim(),
      is_spam: 0,
    });
    const outbox = await db.kysely
      .selectFrom('outbox')
      .selectAll()
      .where('query_id', '=', body.id)
      .execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ channel: 'email', status: 'pending', attempts: 0 });
  });

  it.each([
    [{ ...valid, name: '   ' }, 'name', 'Name is required.'],
    [{ ...valid, name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters.'],
    [{ ...valid, name: 'Ada\r\nBcc: victim@example.com' }, 'name', 'Name must be on one line.'],
    [{ ...valid, email: 'not-an-address' }, 'email', 'E-mail must be a valid address.'],
    [
      { ...valid, email: `${'a'.repeat(250)}@b.co` },
      'email',
      'E-mail must be at most 254 characters.',
    ],
    [{ ...valid, email: 'ada@example.com\nBcc: x@y.z' }, 'email', 'E-mail must be on one line.'],
    [{ ...valid, message: '' }, 'message', 'Message is required.'],
    [
      { ...valid, message: 'x'.repeat(5001) },
      'message',
      'Message must be at most 5000 characters.',
    ],
    [{ name: 'Ada', email: 'ada@example.com' }, 'message', 'Message is required.'],
    [{ ...valid, name: 42 }, 'name', 'Name is required.'],
  ])('refuses %j with 400 naming %s', async (payload, field, message) => {
    const response = await app.inject(post(payload));
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; fields: Record<string, string> }>();
    expect(body.fields).toEqual({ [field]: message });
    expect(body.message).toContain(field);
  });

  it('names every bad field at once', async () => {
    const response = await app.inject(post({}));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fields: object }>().fields).sort()).toEqual([
      'email',
      'message',
      'name',
    ]);
  });

  it('accepts the limits exactly', async () => {
    const response = await app.inject(
      post({
        name: 'n'.repeat(100),
        email: `${'a'.repeat(240)}@example.com`,
        message: unique('m'.repeat(4990)),
      }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('ignores unknown fields and strips __proto__ and constructor keys harmlessly', async () => {
    const payload = `{"name":"Ada","email":"ada@example.com","message":"${unique('proto')}","role":"admin","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}`;
    const response = await app.inject(post(payload));
    expect(response.statusCode).toBe(201);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['a body over 32 KiB', post({ ...valid, message: 'x'.repeat(33 * 1024) }), 413],
    ['text/plain', post('name=Ada', { headers: { 'content-type': 'text/plain' } }), 415],
    [
      'multipart form data',
      post('name=Ada', { headers: { 'content-type': 'multipart/form-data; boundary=x' } }),
      415,
    ],
    ['no content type', { method: 'POST' as const, url: path, payload: 'hello' }, 415],
    ['invalid JSON', post('{"name": "Ada",'), 400],
    ['an empty JSON body', post(''), 400],
    ['a JSON array', post([valid]), 400],
    ['a JSON string', post('"hello"'), 400],
    ['JSON null', post('null'), 400],
  ])('answers %s with %i and a readable JSON error', async (_case, request, status) => {
    const response = await app.inject(request);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json<{ statusCode: number; message: string }>();
    expect(body.statusCode).toBe(status);
    expect(body.message.length).toBeGreaterThan(10);
    expect(response.body).not.toMatch(/stack|\n\s+at /);
  });

  it('answers an unknown route with 404 JSON', async () => {
    const response = await app.inject({ method: 'GET', url: '/query/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'There is nothing at GET /query/nothing.',
    });
  });

  it('answers another method on the query path with 405 and Allow, and a malformed URL with 400 JSON', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await app.inject({ method, url: path });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('POST');
      expect(response.json<{ message: string }>().message).toBe('Send the query with POST.');
    }
    const bad = await app.inject({ method: 'GET', url: '/%' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The URL is not valid.',
    });
  });

  it('answers a filled honeypot like any other query but stores it as spam, with no notification', async () => {
    const response = await app.inject(
      post({ ...valid, message: unique('Buy now'), website: 'http://spam.example' }),
    );
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    const stored = await db.kysely
      .selectFrom('queries')
      .select('is_spam')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.is_spam).toBe(1);
    const outbox = await db.kysely
      .selectFrom('outbox')
      .select('id')
      .where('query_id', '=', id)
      .execute();
    expect(outbox).toEqual([]);
    const inbox = await listQueries({ ...db }, { includeRead: true, spam: false });
    expect(inbox.map((query) => query.id)).not.toContain(id);
  });

  it('an empty honeypot is not spam', async () => {
    const response = await app.inject(
      post(await proven({ ...valid, message: unique('Real'), website: '' })),
    );
    const { id } = response.json<{ id: string }>();
    const stored = await db.kysely
      .selectFrom('queries')
      .select('is_spam')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.is_spam).toBe(0);
  });

  it('gives a repeat of the same address and message the first id, stored and notified once', async () => {
    const message = unique('Twice');
    const first = await app.inject(post(await proven({ ...valid, message })));
    const again = await app.inject(
      post(await proven({ ...valid, email: 'ADA@example.com', message: `  ${message} ` })),
    );
    const concurrent = await Promise.all(
      [1, 2, 3].map(async () => app.inject(post(await proven({ ...valid, message })))),
    );
    const ids = [first, again, ...concurrent].map((response) => response.json<{ id: string }>().id);
    expect(new Set(ids).size).toBe(1);
    expect([first, again, ...concurrent].map((response) => response.statusCode)).toEqual([
      201, 201, 201, 201, 201,
    ]);

    const rows = await db.kysely
      .selectFrom('queries')
      .select('id')
      .where('message', '=', message)
      .execute();
    expect(rows).toHaveLength(1);
    const outbox = await db.kysely
      .selectFrom('outbox')
      .select('id')
      .where('query_id', 'in', ids)
      .execute();
    expect(outbox).toHaveLength(1);

    const otherMessage = await app.inject(post({ ...valid, message: `${message}!` }));
    expect(otherMessage.json<{ id: string }>().id).not.toBe(ids[0]);
  });

  it('allows the configured site origin, answering its preflight', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: path,
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'content-type',
    );

    const response = await app.inject(
      post(
        { ...valid, message: unique('cors') },
        { headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' } },
      ),
    );
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it('gives any other origin no CORS headers', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: path,
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const response = await app.inject(
      post(
        { ...valid, message: unique('evil') },
        { headers: { 'content-type': 'application/json', origin: 'https://evil.example' } },
      ),
    );
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends security headers and a request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports health while the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });
});

describe('when PostgreSQL goes away', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    const postgres = databaseBackends[1];
    database = await postgres.create();
    app = await buildApp({
      env: testEnv({ DATABASE_URL: database.url }),
      logger: false,
      outboxPollMs: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('health answers 503 and a query gets a 503 JSON error without internals', async () => {
    await database.drop();
    const health = await app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(503);

    const response = await app.inject(post(valid));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The server could not take this request right now. Please try again later.',
    });
  });
});
