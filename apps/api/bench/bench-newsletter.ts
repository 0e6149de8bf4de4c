// `npm run bench:newsletter`: how fast one new post reaches every follower. BENCH_READERS (10,000)
// confirmed readers are stored on SQLite and on PostgreSQL; the post is queued for them as the
// feed poller queues it, and the newsletter's worker sends it to a real SMTP server in this
// process (answering after BENCH_LATENCY_MS, as a provider takes a while to accept), at the
// API's default NOTIFY_CONCURRENCY and no rate cap. Each run checks the guarantees: every reader
// got the post exactly once (one mail per address, distinct Message-IDs), nothing is left
// waiting, and a second pass sends nothing. A script, not a test: it prints figures and exits
// non-zero when a guarantee fails.
import pino from 'pino';
import { v7 as uuidv7 } from 'uuid';
import { freePort } from '@portfolio/dev-tools/free-port';
import { databaseBackends } from '@portfolio/dev-tools/test-databases';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { smtpTransport } from '../src/notify/email-notifier.ts';
import { queuePost } from '../src/newsletter/newsletter-deliveries.ts';
import { startNewsletterWorker } from '../src/newsletter/newsletter-worker.ts';
import { headersOf, smtpSink } from '@portfolio/dev-tools/smtp-sink';
import { testEnv } from '../src/test-support/test-env.ts';

const readers = Number(process.env.BENCH_READERS ?? 10_000);
const latencyMs = Number(process.env.BENCH_LATENCY_MS ?? 20);
const concurrency = testEnv({}).NOTIFY_CONCURRENCY;
const words = {
  subject: 'Confirm',
  text: 'Confirm: {link}',
  unsubscribe: 'Unsubscribe',
  readOn: 'Read it on the site',
};

interface Run {
  kind: string;
  queueSeconds: number;
  sendSeconds: number;
  perSecond: number;
}

async function run(
  kind: string,
  create: () => Promise<{ url: string; drop: () => Promise<void> }>,
) {
  const database = await create();
  const db = openDatabase(database.url);
  const sink = smtpSink(await freePort(), {
    beforeAccept: () => new Promise((resolve) => setTimeout(resolve, latencyMs)),
  });
  try {
    await migrateToLatest(db.kysely);
    const at = new Date(Date.now() - 1000).toISOString();
    for (let start = 0; start < readers; start += 500)
      await db.kysely
        .insertInto('newsletter_subscribers')
        .values(
          Array.from({ length: Math.min(500, readers - start) }, (_, index) => ({
            id: uuidv7(),
            email: `reader${String(start + index)}@example.com`,
            language: index % 3 === 0 ? 'hi' : 'en',
            status: 'confirmed' as const,
            created_at: at,
            confirmation_sent_at: at,
            confirmed_at: at,
            unsubscribed_at: null,
          })),
        )
        .execute();
    await sink.start();
    const post = {
      title: 'A new post',
      url: 'https://owner.example/blog/a',
      text: 'Words.',
      author: 'Owner',
    };
    const queueStarted = performance.now();
    const queued = await queuePost(
      db,
      'blog/a',
      new Map([
        ['en', post],
        ['hi', { ...post, title: 'एक नया लेख' }],
      ]),
      'en',
      new Date(),
    );
    const queueSeconds = (performance.now() - queueStarted) / 1000;
    if (queued !== readers)
      throw new Error(`${kind}: queued ${String(queued)} of ${String(readers)}`);
    const transport = smtpTransport(`smtp://127.0.0.1:${String(sink.port)}`, concurrency);
    const worker = startNewsletterWorker({
      db,
      transport,
      from: 'site@example.com',
      key: 'bench-key',
      mail: { apiUrl: 'https://api.owner.example/' },
      words: new Map([['', words]]),
      perMinute: 10_000_000,
      concurrency,
      pollMs: 2 ** 31 - 1,
      log: pino({ level: 'silent' }),
    });
    const sendStarted = performance.now();
    await worker.drain();
    // The worker's own first look may still be running: wait for it, then look once more.
    let more = await worker.drain();
    const sendSeconds = (performance.now() - sendStarted) / 1000;
    more += await worker.drain();
    await worker.stop();
    transport.close();
    const recipients = new Set(sink.mails.flatMap((mail) => mail.to));
    const ids = new Set(sink.mails.map((mail) => headersOf(mail.raw).get('message-id')));
    const waiting = await db.kysely
      .selectFrom('newsletter_deliveries')
      .select('id')
      .where('status', '!=', 'sent')
      .execute();
    if (sink.mails.length !== readers || recipients.size !== readers || ids.size !== readers)
      throw new Error(
        `${kind}: ${String(sink.mails.length)} mails to ${String(recipients.size)} readers (${String(ids.size)} Message-IDs) for ${String(readers)}`,
      );
    if (waiting.length > 0 || more > 0)
      throw new Error(`${kind}: ${String(waiting.length)} left, ${String(more)} sent twice`);
    return { kind, queueSeconds, sendSeconds, perSecond: readers / sendSeconds };
  } finally {
    await sink.stop();
    await db.kysely.destroy();
    await database.drop();
  }
}

const runs: Run[] = [];
for (const backend of databaseBackends) runs.push(await run(backend.kind, backend.create));
console.log(
  `One post to ${String(readers)} confirmed readers, a real SMTP server answering after ${String(latencyMs)} ms, ${String(concurrency)} at once (NOTIFY_CONCURRENCY), no rate cap:`,
);
console.log('database   queue (s)   send (s)   mails/s');
for (const result of runs)
  console.log(
    `${result.kind.padEnd(10)} ${result.queueSeconds.toFixed(2).padStart(9)}   ${result.sendSeconds.toFixed(1).padStart(8)}   ${result.perSecond.toFixed(0).padStart(7)}`,
  );
console.log('Every reader got the post once; nothing left waiting; a second pass sent nothing.');
