// What the API writes to its logs: JSON lines with request ids, never the visitor's details.
import { mintedProofOfWork } from './test-support/proof-of-work.ts';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, loggerOptions } from './app.ts';
import { createSqliteDatabase } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { testEnv } from './test-support/test-env.ts';
import { openDatabase } from './db/database.ts';
import { freePort } from '@portfolio/dev-tools/free-port';
import { smtpSink } from '@portfolio/dev-tools/smtp-sink';
import { waitFor } from '@portfolio/dev-tools/wait-for';
import { PrettyLog } from './log-format.ts';

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
  it('warn once per refused origin, naming it and the variable to change', async () => {
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/query/queryPost',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const warningsFor = (origin: string) =>
      lines
        .map((line) => JSON.parse(line) as { level?: number; msg?: string; origin?: string })
        .filter((entry) => entry.origin === origin && (entry.level ?? 0) === 40);
    await preflight('https://moved.example');
    await preflight('https://moved.example');
    await preflight('https://other.example');
    expect(warningsFor('https://moved.example')).toHaveLength(1);
    expect(warningsFor('https://moved.example')[0]?.msg).toMatch(
      /Refused a cross-origin request from https:\/\/moved\.example.*CORS_ORIGINS/,
    );
    expect(warningsFor('https://other.example')).toHaveLength(1);
  });

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

  it('read by a person at a terminal, say the same events in one short line each, and no more', async () => {
    const before = lines.length;
    const health = await app.inject({ method: 'GET', url: '/health' });
    await app.inject({
      method: 'POST',
      url: '/query/queryPost?name=Zebulon',
      remoteAddress: '203.0.113.98',
      headers: { 'content-type': 'application/json' },
      payload: { name: 'Zebulon Quark', email: 'zebulon@private.example', message: 'Plan' },
    });
    // A visitor's path trying to drive the owner's terminal: it arrives percent-encoded.
    await app.inject({ method: 'GET', url: '/nope\u001b[2J' });
    const json = lines.slice(before);
    const log = new PrettyLog(false);
    const pretty = json.map((line) => log.line(line)).filter((line) => line !== null);
    const requests = json
      .map((line) => JSON.parse(line) as { msg?: string })
      .filter((entry) => entry.msg === 'request completed');
    expect(requests).toHaveLength(3);
    const requestLines = pretty.filter((line) => / \d+ ms( |$)/.test(line));
    expect(requestLines).toHaveLength(3);
    expect(requestLines[0]).toMatch(
      new RegExp(
        `^\\d\\d:\\d\\d:\\d\\d GET /health 200 \\d+ ms ${String(health.headers['x-request-id']).slice(0, 8)}$`,
      ),
    );
    expect(requestLines[1]).toMatch(/^\d\d:\d\d:\d\d POST \/query\/queryPost \d{3} \d+ ms /);
    expect(requestLines[2]).toContain('GET /nope%1B[2J 404');
    const all = pretty.join('\n');
    for (const value of ['Zebulon', 'zebulon', 'Plan', '203.0.113.98', '\u001b'])
      expect(all).not.toContain(value);
  });

  it("keep a mail server's rejection text out, since it can quote the visitor", async () => {
    const sink = smtpSink(await freePort(), {
      beforeAccept: (mail) =>
        Promise.reject(
          new Error(`Rejected: spam from ${mail.raw.includes('Quark') ? 'Zebulon Quark' : '?'}`),
        ),
    });
    await sink.start();
    const mailing = await buildApp({
      env: testEnv({
        DATABASE_URL: database.url,
        SMTP_URL: `smtp://127.0.0.1:${String(sink.port)}`,
        NOTIFY_EMAIL_TO: 'owner@example.com',
        NOTIFY_EMAIL_FROM: 'site@example.com',
      }),
      logger: { ...loggerOptions('debug'), stream },
      outboxPollMs: 20,
    });
    try {
      const before = lines.length;
      await mailing.inject({
        method: 'POST',
        url: '/query/queryPost',
        headers: { 'content-type': 'application/json' },
        payload: {
          name: 'Zebulon Quark',
          email: 'zq@private.example',
          message: 'Rejected one',
          altcha: await mintedProofOfWork(),
        },
      });
      const failed = await waitFor(() =>
        lines.slice(before).find((line) => line.includes('notification failed')),
      );
      // The owner still sees the reason with `npm run inbox -- show`.
      const db = openDatabase(database.url);
      const row = await db.kysely.selectFrom('outbox').select('last_error').executeTakeFirst();
      await db.kysely.destroy();
      expect(row?.last_error).toContain('Zebulon Quark');
      expect(failed).toContain('"responseCode"');
      expect(lines.slice(before).join('\n')).not.toContain('Zebulon');
    } finally {
      await mailing.close();
      await sink.stop();
    }
  });
});
