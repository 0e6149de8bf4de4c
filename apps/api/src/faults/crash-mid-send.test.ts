// The one duplicate at-least-once delivery cannot avoid, made recognisable: the API process is
// killed after the mail server answered 250 and before the database recorded it. The restarted
// process sends the notification again once the claim expires, under the same Message-ID, so
// the owner's mail client shows one message.
import { mintedProofOfWork } from '../test-support/proof-of-work.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnApi, untilHealthy } from '../test-support/api-process.ts';
import type { ApiProcess } from '../test-support/api-process.ts';
import { freePort } from '@portfolio/dev-tools/free-port';
import { headersOf, smtpSink } from '@portfolio/dev-tools/smtp-sink';
import type { SmtpSink } from '@portfolio/dev-tools/smtp-sink';
import { holdSqliteWriteLock } from '../test-support/sqlite-lock.ts';
import { createSqliteDatabase } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { waitFor } from '@portfolio/dev-tools/wait-for';

let database: TestDatabase;
let sink: SmtpSink;
const apis: ApiProcess[] = [];

beforeAll(async () => {
  database = createSqliteDatabase();
  sink = smtpSink(await freePort(), {
    // First mail: hold the database so the API cannot record the 250 it is about to get ...
    beforeAccept: async () => {
      if (sink.mails.length === 1) await holdSqliteWriteLock(database.url, 3000);
    },
    // ... and kill it as soon as the 250 is on its way.
    afterAccept: () => {
      if (sink.mails.length === 1) setTimeout(() => apis[0]?.child.kill('SIGKILL'), 200);
    },
  });
  await sink.start();
});

afterAll(async () => {
  for (const api of apis) if (api.child.exitCode === null) api.child.kill('SIGKILL');
  await sink.stop();
  await database.drop();
});

async function startApi(port: number): Promise<ApiProcess> {
  const api = spawnApi({
    DATABASE_URL: database.url,
    API_PORT: String(port),
    SMTP_URL: `smtp://127.0.0.1:${String(sink.port)}`,
    NOTIFY_EMAIL_TO: 'owner@example.com',
    NOTIFY_EMAIL_FROM: 'site@example.com',
    NOTIFY_CLAIM_TIMEOUT: '1s',
    DATABASE_TIMEOUT: '5s',
  });
  apis.push(api);
  await untilHealthy(api);
  return api;
}

describe("a crash between the mail server's 250 and the database update", () => {
  it('resends the notification under the same Message-ID', async () => {
    const port = await freePort();
    const first = await startApi(port);
    const response = await fetch(`${first.url}/query/queryPost`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Ada',
        email: 'ada@example.com',
        message: 'Crash test',
        altcha: await mintedProofOfWork(),
      }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await first.exited;

    await startApi(port);
    await waitFor(() => (sink.mails.length >= 2 ? true : undefined), 20_000);
    const headers = sink.mails.map((mail) => headersOf(mail.raw));
    expect(headers.map((h) => h.get('x-portfolio-query-id'))).toEqual([id, id]);
    const messageIds = new Set(headers.map((h) => h.get('message-id')));
    expect(messageIds.size).toBe(1);
    expect([...messageIds][0]).toMatch(/^<notification-[0-9a-f-]{36}@example\.com>$/);
  }, 60_000);
});
