// Notifications go through the outbox: a mail server that is down delays them, a restart does
// not lose them, and nothing is sent twice. Real SMTP and HTTP servers, a real SQLite file.
import { mintedProofOfWork } from '../test-support/proof-of-work.ts';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import type { Db } from '../db/database.ts';
import { createSqliteDatabase } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { freePort } from '@portfolio/dev-tools/free-port';
import { headersOf, smtpSink } from '@portfolio/dev-tools/smtp-sink';
import { holdSqliteWriteLock } from '../test-support/sqlite-lock.ts';
import type { SmtpSink } from '@portfolio/dev-tools/smtp-sink';
import { testEnv } from '../test-support/test-env.ts';
import { enqueueNotifications } from './outbox-repository.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { waitFor } from '@portfolio/dev-tools/wait-for';

let database: TestDatabase;
let db: Db;
let sink: SmtpSink;
const apps: FastifyInstance[] = [];

beforeEach(async () => {
  database = createSqliteDatabase();
  db = openDatabase(database.url);
  sink = smtpSink(await freePort());
});
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  await db.kysely.destroy();
  await sink.stop();
  await database.drop();
});

async function start(variables: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    env: testEnv({
      DATABASE_URL: database.url,
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      NOTIFY_EMAIL_TO: 'owner@example.com',
      NOTIFY_EMAIL_FROM: 'site@example.com',
      NOTIFY_RETRY_BASE: '40ms',
      ...variables,
    }),
    logger: false,
    outboxPollMs: 20,
  });
  apps.push(app);
  return app;
}

async function sendQuery(app: FastifyInstance, message: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/query/queryPost',
    headers: { 'content-type': 'application/json' },
    payload: { name: 'Ada', email: 'ada@example.com', message, altcha: await mintedProofOfWork() },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

describe('the outbox', () => {
  it('delivers a notification once the mail server is back, exactly once', async () => {
    const app = await start();
    const id = await sendQuery(app, 'Sent while the mail server is down');

    const failures = await waitFor(async () => {
      const rows = await db.kysely.selectFrom('notification_attempts').selectAll().execute();
      return rows.length >= 2 ? rows : undefined;
    });
    expect(failures.every((row) => (row.error ?? '').length > 0)).toBe(true);
    expect(sink.mails).toHaveLength(0);

    await sink.start();
    await waitFor(async () => {
      const row = await db.kysely.selectFrom('outbox').select('status').executeTakeFirst();
      return row?.status === 'sent' ? true : undefined;
    });
    // Closed, the worker can send nothing more: what the sink holds now is all it will ever get.
    await app.close();
    expect(sink.mails).toHaveLength(1);
    expect(headersOf(sink.mails[0]?.raw ?? '').get('x-portfolio-query-id')).toBe(id);
    const outbox = await db.kysely.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(outbox).toMatchObject({ status: 'sent', last_error: expect.any(String) as string });
    expect(outbox.attempts).toBeGreaterThanOrEqual(3);
  });

  it('never sends again a mail the server accepted when the database then failed to record it', async () => {
    // The mail server says 250 only once another process holds SQLite's write lock for longer
    // than the API's database timeout: recording the success fails, more than once.
    await sink.stop();
    sink = smtpSink(await freePort(), {
      beforeAccept: async () => {
        if (sink.mails.length === 1) await holdSqliteWriteLock(database.url, 1200);
      },
    });
    await sink.start();
    const app = await start({
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      DATABASE_TIMEOUT: '150ms',
      NOTIFY_CLAIM_TIMEOUT: '300ms',
    });
    await sendQuery(app, 'Accepted, then the database hiccups');
    const row = await waitFor(async () => {
      const outbox = await db.kysely.selectFrom('outbox').selectAll().executeTakeFirst();
      return outbox?.status === 'sent' ? outbox : undefined;
    }, 10_000);
    await app.close();
    expect(sink.mails).toHaveLength(1);
    expect(row.attempts).toBe(1);
    const attempts = await db.kysely.selectFrom('notification_attempts').selectAll().execute();
    expect(attempts.map((attempt) => attempt.error)).toEqual([null]);
  });

  it('keeps undelivered notifications across a restart and delivers them from the new process', async () => {
    const first = await start({ NOTIFY_RETRY_BASE: '1h' });
    await sendQuery(first, 'Sent before a restart');
    await waitFor(async () => {
      const row = await db.kysely.selectFrom('outbox').select('attempts').executeTakeFirst();
      return row && row.attempts >= 1 ? true : undefined;
    });
    await first.close();

    await sink.start();
    // The retry is an hour away; the owner's retry command makes it due now.
    await db.kysely
      .updateTable('outbox')
      .set({ next_attempt_at: new Date().toISOString() })
      .execute();
    const second = await start();
    await waitFor(async () => {
      const row = await db.kysely.selectFrom('outbox').select('status').executeTakeFirst();
      return row?.status === 'sent' ? true : undefined;
    });
    await second.close();
    expect(sink.mails).toHaveLength(1);
  });

  it('gives up after NOTIFY_MAX_ATTEMPTS and marks the notification failed, with each error recorded', async () => {
    const app = await start({ NOTIFY_MAX_ATTEMPTS: '3', NOTIFY_RETRY_BASE: '10ms' });
    await sendQuery(app, 'Never delivered');
    const row = await waitFor(async () => {
      const outbox = await db.kysely.selectFrom('outbox').selectAll().executeTakeFirst();
      return outbox?.status === 'failed' ? outbox : undefined;
    });
    expect(row.attempts).toBe(3);
    const attempts = await db.kysely.selectFrom('notification_attempts').selectAll().execute();
    expect(attempts).toHaveLength(3);
    expect(attempts.every((attempt) => /ECONNREFUSED|connect/i.test(attempt.error ?? ''))).toBe(
      true,
    );
  });
});

describe('webhook notifications', () => {
  let server: Server;
  let received: { body: unknown; headers: IncomingMessage['headers'] }[];
  let port: number;
  let answer = 200;

  beforeEach(async () => {
    received = [];
    answer = 200;
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
          headers: request.headers,
        });
        response.statusCode = answer;
        response.end();
      });
    });
    port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts JSON with the query', async () => {
    const app = await start({
      SMTP_URL: '',
      NOTIFY_EMAIL_TO: '',
      NOTIFY_EMAIL_FROM: '',
      NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${port}/hook`,
    });
    const id = await sendQuery(app, 'Webhook please');
    await waitFor(() => (received.length > 0 ? true : undefined));
    expect(received[0]?.headers['content-type']).toBe('application/json');
    const outbox = await db.kysely.selectFrom('outbox').select('id').executeTakeFirstOrThrow();
    expect(received[0]?.headers['idempotency-key']).toBe(outbox.id);
    expect(received[0]?.body).toEqual({
      event: 'query.received',
      id,
      receivedAt: expect.any(String) as string,
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Webhook please',
    });
  });

  it('speaks Slack and Discord, and retries a webhook that answers 500', async () => {
    answer = 500;
    const slack = await start({
      NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${port}/slack`,
      NOTIFY_WEBHOOK_FORMAT: 'slack',
      NOTIFY_RETRY_BASE: '20ms',
    });
    await sendQuery(slack, 'Slack message');
    await waitFor(() => (received.length >= 2 ? true : undefined));
    answer = 200;
    await waitFor(async () => {
      const rows = await db.kysely
        .selectFrom('outbox')
        .select('status')
        .where('channel', '=', 'webhook')
        .execute();
      return rows.every((row) => row.status === 'sent') ? true : undefined;
    });
    expect(received.at(-1)?.body).toEqual({
      text: expect.stringContaining('*New enquiry from Ada*') as string,
    });
    const attempts = await db.kysely.selectFrom('notification_attempts').select('error').execute();
    expect(
      attempts.some((attempt) => attempt.error === 'webhook answered 500 Internal Server Error'),
    ).toBe(true);

    await slack.close();
    const discord = await start({
      SMTP_URL: '',
      NOTIFY_EMAIL_TO: '',
      NOTIFY_EMAIL_FROM: '',
      NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${port}/discord`,
      NOTIFY_WEBHOOK_FORMAT: 'discord',
    });
    received = [];
    await sendQuery(discord, `@everyone ${'long '.repeat(600)}`);
    await waitFor(() => (received.length > 0 ? true : undefined));
    const body = received[0]?.body as { content: string; allowed_mentions: unknown };
    expect(body.content.startsWith('**New enquiry from Ada**')).toBe(true);
    expect(body.content.length).toBeLessThanOrEqual(2000);
    expect(body.allowed_mentions).toEqual({ parse: [] });
  });
});

describe('a backlog', () => {
  let hook: Server | undefined;
  afterEach(async () => {
    hook?.closeAllConnections();
    await new Promise((resolve) => hook?.close(resolve));
  });

  it('is delivered NOTIFY_CONCURRENCY at a time, every notification once, by two instances', async () => {
    const concurrency = 4;
    const backlog = 48;
    // The receiver holds each call until `concurrency` are waiting together (or all that are
    // left), so the backlog only drains if the workers really send that many at once.
    const keys: string[] = [];
    const waiting: (() => void)[] = [];
    let most = 0;
    let answered = 0;
    hook = createServer((request: IncomingMessage, response) => {
      keys.push(String(request.headers['idempotency-key']));
      request.resume();
      waiting.push(() => response.end('ok'));
      most = Math.max(most, waiting.length);
      if (waiting.length >= Math.min(concurrency, backlog - answered)) {
        answered += waiting.length;
        for (const release of waiting.splice(0)) release();
      }
    });
    await new Promise<void>((resolve) => hook?.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${String((hook.address() as AddressInfo).port)}/hook`;

    await migrateToLatest(db.kysely);
    await db.kysely.transaction().execute(async (trx) => {
      const at = new Date().toISOString();
      for (let index = 0; index < backlog; index += 1) {
        const id = randomUUID();
        await trx
          .insertInto('queries')
          .values({
            id,
            created_at: at,
            name: `Visitor ${String(index)}`,
            email: `visitor${String(index)}@example.com`,
            message: 'In the backlog',
            fingerprint: id,
            is_spam: 0,
            read_at: null,
            handled_at: null,
            spam_reasons: null,
            message_fingerprint: null,
          })
          .execute();
        await enqueueNotifications(trx, id, ['webhook'], at);
      }
    });
    const settings = {
      SMTP_URL: '',
      NOTIFY_EMAIL_TO: '',
      NOTIFY_EMAIL_FROM: '',
      NOTIFY_WEBHOOK_URL: url,
      NOTIFY_CONCURRENCY: String(concurrency),
    };
    // Both instances poll the one outbox; between them every row is claimed by one only.
    await start(settings);
    await start(settings);
    await waitFor(async () => {
      const left = await db.kysely
        .selectFrom('outbox')
        .select('id')
        .where('status', '!=', 'sent')
        .execute();
      return left.length === 0 ? true : undefined;
    }, 20_000);
    expect(keys).toHaveLength(backlog);
    expect(new Set(keys).size).toBe(backlog);
    expect(most).toBeGreaterThanOrEqual(concurrency);
  });
});
