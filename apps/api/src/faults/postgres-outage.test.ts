// Fault injection on PostgreSQL, for real: the API runs as its own process against a PostgreSQL
// server of this test's own, with its own Redis and a real SMTP server, under steady load from
// eight visitors. The database's connections are terminated, the server is crashed and
// restarted, then frozen with SIGSTOP; the mail server is away for a while too. Afterwards:
// no acknowledged query is lost or stored twice, every answer was a 201 or a 503 with
// Retry-After, the process never exited, and every notification went out under one Message-ID.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnApi, untilHealthy } from '../test-support/api-process.ts';
import type { ApiProcess } from '../test-support/api-process.ts';
import { freePort } from '@portfolio/dev-tools/free-port';
import { createPostgresCluster } from '../test-support/postgres-cluster.ts';
import type { PostgresCluster } from '../test-support/postgres-cluster.ts';
import { startQueryLoad } from '../test-support/query-load.ts';
import type { QueryLoad } from '../test-support/query-load.ts';
import { redisInstance } from '../test-support/redis-instance.ts';
import type { RedisInstance } from '../test-support/redis-instance.ts';
import { headersOf, smtpSink } from '@portfolio/dev-tools/smtp-sink';
import type { SmtpSink } from '@portfolio/dev-tools/smtp-sink';
import { waitFor } from '@portfolio/dev-tools/wait-for';

const databaseTimeoutMs = 1500;
let cluster: PostgresCluster;
let redis: RedisInstance;
let sink: SmtpSink;
const apis: ApiProcess[] = [];

beforeAll(async () => {
  cluster = await createPostgresCluster(await freePort());
  redis = redisInstance(await freePort());
  await redis.start();
  sink = smtpSink(await freePort());
  await sink.start();
}, 60_000);

afterAll(async () => {
  for (const api of apis) if (api.child.exitCode === null) api.child.kill('SIGKILL');
  await sink.stop();
  await redis.kill();
  await cluster.destroy();
});

async function startApi(): Promise<ApiProcess> {
  const api = spawnApi({
    DATABASE_URL: cluster.url,
    API_PORT: String(await freePort()),
    RATE_LIMIT_MAX: '1000000',
    REDIS_URL: redis.url,
    SMTP_URL: `smtp://127.0.0.1:${String(sink.port)}`,
    NOTIFY_EMAIL_TO: 'owner@example.com',
    NOTIFY_EMAIL_FROM: 'site@example.com',
    NOTIFY_RETRY_BASE: '100ms',
    NOTIFY_MAX_ATTEMPTS: '100',
    // A claim taken just before the database went away is released this soon.
    NOTIFY_CLAIM_TIMEOUT: '5s',
    DATABASE_TIMEOUT: `${String(databaseTimeoutMs)}ms`,
    LOG_LEVEL: 'warn',
  });
  apis.push(api);
  return api;
}

/** Time until the first 201 that arrived after `since`. */
async function recoveryAfter(load: QueryLoad, since: number): Promise<number> {
  const answer = await waitFor(
    () => load.answers.find((a) => a.status === 201 && a.at > since),
    60_000,
  );
  return answer.at - since;
}

async function timedHealth(url: string): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(30_000) });
  await response.arrayBuffer();
  return { status: response.status, ms: Date.now() - started };
}

describe('PostgreSQL outages under load', () => {
  it('waits for a database that is down at start-up, with a clear log line, then serves', async () => {
    const api = await startApi();
    await waitFor(() => (api.stderr().includes('waiting for the database') ? true : undefined));
    expect(api.child.exitCode).toBeNull();
    await cluster.start();
    await untilHealthy(api);
    expect(api.child.exitCode).toBeNull();
  }, 60_000);

  it('loses nothing, duplicates nothing, answers only 201 or 503, and recovers by itself', async () => {
    const senders = 8;
    const [api] = apis;
    if (api === undefined) throw new Error('the start-up test runs first');
    const load = startQueryLoad(api.url, senders);
    const recoveries: Record<string, number> = {};
    const healthWhileDown: { status: number; ms: number }[] = [];

    await waitFor(() => (load.accepted().length >= 50 ? true : undefined), 30_000);

    // 1. Every connection the API holds is terminated by the server.
    let at = Date.now();
    await cluster.terminateConnections();
    recoveries.terminated = await recoveryAfter(load, at);

    // 2. A crash, down while every sender is refused three times over, then a restart; the mail
    // server goes away meanwhile.
    await sink.stop();
    const crashedAt = Date.now();
    await cluster.crash();
    healthWhileDown.push(await timedHealth(api.url));
    await waitFor(
      () =>
        load.answers.filter((a) => a.status === 503 && a.at > crashedAt).length >= 3 * senders
          ? true
          : undefined,
      30_000,
    );
    await cluster.start();
    at = Date.now();
    recoveries.restarted = await recoveryAfter(load, at);

    // 3. Frozen: connections stay open and nothing answers.
    cluster.pause();
    const frozenAt = Date.now();
    healthWhileDown.push(await timedHealth(api.url));
    await waitFor(
      () => (load.answers.some((a) => a.status === 503 && a.at > frozenAt) ? true : undefined),
      30_000,
    );
    cluster.resume();
    at = Date.now();
    recoveries.resumed = await recoveryAfter(load, at);
    await sink.start();

    await waitFor(() => (load.accepted().length >= 300 ? true : undefined), 60_000);
    await load.stop();

    // The process never stopped.
    expect(api.child.exitCode).toBeNull();
    expect(api.child.signalCode).toBeNull();

    // Only 201 and 503 (with Retry-After), always an answer, never a stack trace.
    const statuses = new Set(load.answers.map((a) => a.status));
    expect([...statuses].every((status) => status === 201 || status === 503)).toBe(true);
    expect(load.answers.filter((a) => a.status === 503).every((a) => a.retryAfter !== null)).toBe(
      true,
    );
    expect(load.answers.some((a) => a.leaked)).toBe(false);
    // A dependency that is away costs a bounded wait, never a hang (generous: shared machine).
    const slowest503 = Math.max(...load.answers.filter((a) => a.status === 503).map((a) => a.ms));
    expect(slowest503).toBeLessThan(databaseTimeoutMs * 4 + 5000);
    expect(healthWhileDown.map((h) => h.status)).toEqual([503, 503]);
    expect(Math.max(...healthWhileDown.map((h) => h.ms))).toBeLessThan(10_000);

    // Every acknowledged query is stored, once.
    const client = new pg.Client({ connectionString: cluster.url });
    client.on('error', () => undefined);
    await client.connect();
    const rows = await client.query<{ id: string; fingerprint: string }>(
      'select id, fingerprint from queries',
    );
    const stored = new Set(rows.rows.map((row) => row.id));
    const acknowledged = load.accepted();
    const lost = acknowledged.filter((id) => !stored.has(id));
    const duplicates = rows.rows.length - new Set(rows.rows.map((row) => row.fingerprint)).size;
    expect(lost).toEqual([]);
    expect(duplicates).toBe(0);

    // Every stored query is notified, each under a single Message-ID.
    await waitFor(async () => {
      const pending = await client.query(
        "select count(*)::int as n from outbox where status <> 'sent'",
      );
      return (pending.rows[0] as { n: number }).n === 0 ? true : undefined;
    }, 60_000);
    await client.end();
    const messageIds = new Map<string, Set<string>>();
    for (const mail of sink.mails) {
      const headers = headersOf(mail.raw);
      const queryId = headers.get('x-portfolio-query-id') ?? '';
      const ids = messageIds.get(queryId) ?? new Set<string>();
      ids.add(headers.get('message-id') ?? '');
      messageIds.set(queryId, ids);
    }
    for (const id of stored) expect(messageIds.get(id)?.size, id).toBe(1);

    const figures = {
      sent: load.answers.length,
      acknowledged: acknowledged.length,
      answered503: load.answers.filter((a) => a.status === 503).length,
      lost: lost.length,
      duplicateRows: duplicates,
      mails: sink.mails.length,
      mailsResent: sink.mails.length - messageIds.size,
      recoveryMs: recoveries,
      healthWhileDownMs: healthWhileDown.map((h) => h.ms),
      slowest503Ms: slowest503,
    };
    console.log(`postgres fault figures: ${JSON.stringify(figures)}`);
  }, 240_000);
});
