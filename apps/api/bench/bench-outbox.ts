// `npm run bench:outbox`: how fast a backlog of notifications drains. A burst of queries leaves
// one e-mail and one webhook notification each in the outbox; the worker delivers them to a real
// SMTP server and a real webhook receiver in this process, at each NOTIFY_CONCURRENCY given, and
// every run checks the guarantees: every notification delivered exactly once (distinct
// Message-IDs and Idempotency-Keys), none left behind. A script, not a test: it prints figures
// and exits non-zero when a guarantee fails or the default's speed-up over one at a time is
// under BENCH_MIN_SPEEDUP. Figures and method: docs/outbox-benchmark.md.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { freePort } from '@portfolio/dev-tools/free-port';
import { createSqliteDatabase } from '@portfolio/dev-tools/test-databases';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createEmailNotifier } from '../src/notify/email-notifier.ts';
import { enqueueNotifications } from '../src/notify/outbox-repository.ts';
import { startOutboxWorker } from '../src/notify/outbox-worker.ts';
import { createWebhookNotifier } from '../src/notify/webhook-notifier.ts';
import { headersOf, smtpSink } from '@portfolio/dev-tools/smtp-sink';
import { testEnv } from '../src/test-support/test-env.ts';

const backlog = Number(process.env.BENCH_NOTIFICATIONS ?? 10_000);
// The API's default, read through its own configuration schema.
const defaultConcurrency = testEnv({}).NOTIFY_CONCURRENCY;
const concurrencies = (process.env.BENCH_CONCURRENCY ?? `1,4,${String(defaultConcurrency)},16`)
  .split(',')
  .map(Number)
  .filter((value) => Number.isInteger(value) && value > 0);
// The default must drain a backlog at least this many times faster than one at a time.
const minSpeedUp = Number(process.env.BENCH_MIN_SPEEDUP ?? 5);
// A real mail provider or webhook takes tens to hundreds of milliseconds to accept; on loopback
// the servers answer at once, which hides what sending several at a time is for.
const latencyMs = Number(process.env.BENCH_LATENCY_MS ?? 50);
const later = () => new Promise<void>((resolve) => setTimeout(resolve, latencyMs));
// One at a time is slow; its rate is measured on a smaller backlog (a rate does not depend on it).
const baselineBacklog = Math.min(backlog, Number(process.env.BENCH_BASELINE_NOTIFICATIONS ?? 2000));

interface Run {
  concurrency: number;
  notifications: number;
  seconds: number;
  perSecond: number;
}

async function drain(concurrency: number, notifications: number): Promise<Run> {
  const database = createSqliteDatabase();
  const db = openDatabase(database.url);
  await migrateToLatest(db.kysely);
  const queries = Math.ceil(notifications / 2);
  const at = new Date(Date.now() - 1000).toISOString();
  for (let start = 0; start < queries; start += 500) {
    await db.kysely.transaction().execute(async (trx) => {
      const rows = Array.from({ length: Math.min(500, queries - start) }, (_, index) => ({
        id: randomUUID(),
        created_at: at,
        name: `Visitor ${String(start + index)}`,
        email: `visitor${String(start + index)}@example.com`,
        message: 'A message long enough to be a real enquiry about a project.',
        fingerprint: randomUUID(),
        is_spam: 0,
        read_at: null,
        handled_at: null,
        spam_reasons: null,
        message_fingerprint: null,
      }));
      await trx.insertInto('queries').values(rows).execute();
      for (const row of rows) await enqueueNotifications(trx, row.id, ['email', 'webhook'], at);
    });
  }
  const expected = queries * 2;

  const sink = smtpSink(await freePort(), { beforeAccept: later });
  await sink.start();
  const keys: string[] = [];
  const receiver = createServer((request, response) => {
    keys.push(String(request.headers['idempotency-key']));
    request.resume();
    request.on('end', () => void later().then(() => response.end('ok')));
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const email = createEmailNotifier({
    smtpUrl: `smtp://127.0.0.1:${String(sink.port)}`,
    to: 'owner@example.com',
    from: 'site@example.com',
    connections: concurrency,
  });
  const webhook = createWebhookNotifier(
    `http://127.0.0.1:${String((receiver.address() as AddressInfo).port)}/hook`,
    'json',
  );

  const started = performance.now();
  const worker = startOutboxWorker({
    db,
    notifiers: { email: email.send, webhook },
    policy: { maxAttempts: 10, baseMs: 30_000, maxDelayMs: 6 * 3_600_000 },
    pollIntervalMs: 50,
    concurrency,
    log: pino({ level: 'warn' }),
  });
  for (;;) {
    const left = await db.kysely
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('status', '!=', 'sent')
      .executeTakeFirstOrThrow();
    if (Number(left.count) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const seconds = (performance.now() - started) / 1000;
  await worker.stop();
  email.close();
  await sink.stop();
  await new Promise((resolve) => receiver.close(resolve));
  await db.kysely.destroy();
  await database.drop();

  const messageIds = sink.mails.map((mail) => headersOf(mail.raw).get('message-id'));
  const problems = [
    sink.mails.length !== queries && `${String(sink.mails.length)} mails for ${String(queries)}`,
    new Set(messageIds).size !== sink.mails.length && 'a Message-ID was sent twice',
    keys.length !== queries && `${String(keys.length)} webhook calls for ${String(queries)}`,
    new Set(keys).size !== keys.length && 'an Idempotency-Key was sent twice',
  ].filter((problem) => problem !== false);
  if (problems.length > 0)
    throw new Error(`concurrency ${String(concurrency)}: ${problems.join('; ')}`);
  return { concurrency, notifications: expected, seconds, perSecond: expected / seconds };
}

console.log(
  `Mail server and webhook each take ${String(latencyMs)} ms to accept (BENCH_LATENCY_MS); ${String(backlog)} notifications (one at a time: ${String(baselineBacklog)}).`,
);
const runs: Run[] = [];
for (const concurrency of concurrencies) {
  const run = await drain(concurrency, concurrency === 1 ? baselineBacklog : backlog);
  runs.push(run);
  console.log(
    `NOTIFY_CONCURRENCY=${String(concurrency).padEnd(3)} ${String(run.notifications).padStart(6)} notifications in ${run.seconds.toFixed(1).padStart(6)} s: ${run.perSecond.toFixed(0).padStart(5)}/s, each delivered once`,
  );
}
const one = runs.find((run) => run.concurrency === 1);
if (one !== undefined)
  for (const run of runs.filter((entry) => entry.concurrency !== 1)) {
    const speedUp = run.perSecond / one.perSecond;
    const isDefault = run.concurrency === defaultConcurrency;
    const required = isDefault ? ` (the default; at least ${String(minSpeedUp)}× required)` : '';
    console.log(
      `NOTIFY_CONCURRENCY=${String(run.concurrency)}: ${speedUp.toFixed(1)}× one at a time${required}`,
    );
    if (isDefault && speedUp < minSpeedUp) process.exitCode = 1;
  }
