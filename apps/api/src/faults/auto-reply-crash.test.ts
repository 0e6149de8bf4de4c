// The sender's confirmation across a crash at the worst moment: the API process is killed after
// the mail server answered 250 for the auto-reply and before the database recorded it. The
// restarted process sends it again under the same Message-ID, so the sender's mail client shows
// one message, and it is never sent a third time.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@portfolio/dev-tools/free-port';
import { createSqliteDatabase } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { waitFor } from '@portfolio/dev-tools/wait-for';
import { openDatabase } from '../db/database.ts';
import { spawnApi, untilHealthy } from '../test-support/api-process.ts';
import type { ApiProcess } from '../test-support/api-process.ts';
import { mintedProofOfWork } from '../test-support/proof-of-work.ts';
import { headersOf, smtpSink } from '@portfolio/dev-tools/smtp-sink';
import type { SmtpSink } from '@portfolio/dev-tools/smtp-sink';
import { holdSqliteWriteLock } from '../test-support/sqlite-lock.ts';

const visitor = 'ada@example.com';
let database: TestDatabase;
let sink: SmtpSink;
let templateFile: string;
const apis: ApiProcess[] = [];
const toVisitor = () => sink.mails.filter((mail) => mail.to.includes(visitor));

beforeAll(async () => {
  database = createSqliteDatabase();
  templateFile = path.join(mkdtempSync(path.join(tmpdir(), 'auto-reply-')), 'auto-reply.md');
  writeFileSync(templateFile, 'Subject: Thanks, {name}\n\nI will answer within a day.\n');
  sink = smtpSink(await freePort(), {
    // The first auto-reply: hold the database so the API cannot record the 250 ...
    beforeAccept: async (mail) => {
      if (mail.to.includes(visitor) && toVisitor().length === 1)
        await holdSqliteWriteLock(database.url, 3000);
    },
    // ... and kill it as soon as the 250 is on its way.
    afterAccept: (mail) => {
      if (mail.to.includes(visitor) && toVisitor().length === 1)
        setTimeout(() => apis[0]?.child.kill('SIGKILL'), 200);
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
    AUTO_REPLY: 'on',
    AUTO_REPLY_FILE: templateFile,
  });
  apis.push(api);
  await untilHealthy(api);
  return api;
}

describe("a crash between the mail server's 250 for an auto-reply and the database update", () => {
  it('resends it once, under the same Message-ID', async () => {
    const port = await freePort();
    const first = await startApi(port);
    const response = await fetch(`${first.url}/query/queryPost`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Ada',
        email: visitor,
        message: 'Crash test',
        altcha: await mintedProofOfWork(),
      }),
    });
    expect(response.status).toBe(201);
    await first.exited;

    await startApi(port);
    await waitFor(() => (toVisitor().length >= 2 ? true : undefined), 20_000);
    // Sent and recorded now: nothing is left to send again.
    const db = openDatabase(database.url);
    try {
      await waitFor(async () => {
        const row = await db.kysely
          .selectFrom('outbox')
          .select('status')
          .where('channel', '=', 'auto-reply')
          .executeTakeFirst();
        return row?.status === 'sent' ? true : undefined;
      }, 20_000);
    } finally {
      await db.kysely.destroy();
    }
    expect(toVisitor()).toHaveLength(2);
    const messageIds = new Set(toVisitor().map((mail) => headersOf(mail.raw).get('message-id')));
    expect(messageIds.size).toBe(1);
    expect([...messageIds][0]).toMatch(/^<auto-reply-[0-9a-f-]{36}@example\.com>$/);
  }, 60_000);
});
