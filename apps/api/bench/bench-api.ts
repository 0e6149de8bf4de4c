// `npm run bench:api`: the API under load on loopback, on SQLite and on PostgreSQL, beside a plain
// Express 5 handler doing the same validation and insert into the same kind of database, in one
// run so the ratio means something on a shared, noisy machine: the two take turns for several
// rounds (each run on a fresh database), and the ratio is the median of the rounds'. Then a flood
// from one address with the default limit, while a second visitor keeps sending. A script, not a
// test: it prints figures, and fails (exit code 1) when any run had a connection error, reset or
// timeout, or a p99 over ten times its p50, so a regression in the tail cannot pass unseen.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '@portfolio/dev-tools/free-port';
import { createPostgresDatabase, createSqliteDatabase } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
// The limits the API applies when none is set: this bench sets none of them.
import { defaultServerLimits } from '@portfolio/http-guards/server-limits';
import { pageViewPath } from '@portfolio/contract/page-view';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';

function wholeNumber(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(
      `${name} must be a whole number of at least 1 (got ${String(process.env[name])})`,
    );
  return value;
}

const seconds = wholeNumber('BENCH_SECONDS', 6);
// Five: the reference, bound by the disk's fsync latency, swings from round to round far more than
// the API; the median of five is steadier than of three. docs/decisions/0024-sqlite-stays-on-the-event-loop.md
const rounds = wholeNumber('BENCH_ROUNDS', 5);
const connections = wholeNumber('BENCH_CONNECTIONS', 32);
const path = '/query/queryPost';
let sequence = 0;

interface Server {
  child: ChildProcess;
  url: string;
}

function script(name: string): string {
  return fileURLToPath(new URL(name, import.meta.url));
}

async function startServer(file: string, env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    env: {
      ...process.env,
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i += 1) {
    const ok = await fetch(`${url}${path}`, { method: 'OPTIONS' }).then(
      () => true,
      () => false,
    );
    if (ok) return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${file} did not start`);
}

async function stop(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

function rssMiB(server: Server): number {
  const status = readFileSync(`/proc/${String(server.child.pid)}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function body(): string {
  sequence += 1;
  return JSON.stringify({
    name: 'Bench',
    email: `bench-${sequence}@example.com`,
    message: `Load ${sequence}`,
  });
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  created: number;
  other: number;
  /** Connection errors (refused, reset) and timeouts, as autocannon counts them. */
  errors: number;
  timeouts: number;
  /** Requests the client had to send again because their connection was lost. */
  resets: number;
  rssBefore: number;
  rssAfter: number;
}

/** What makes the run fail: any connection error, reset or timeout, or a tail past 10× the median. */
const problems: string[] = [];

function check(
  label: string,
  figures: Pick<Figures, 'p50' | 'p99' | 'errors' | 'timeouts' | 'resets'>,
): void {
  if (figures.errors + figures.resets > 0)
    problems.push(
      `${label}: ${String(figures.errors)} connection errors (${String(figures.timeouts)} timeouts), ${String(figures.resets)} resets`,
    );
  if (figures.p99 > 10 * Math.max(figures.p50, 1))
    problems.push(
      `${label}: p99 ${figures.p99.toFixed(1)} ms is more than 10× p50 ${figures.p50.toFixed(1)} ms`,
    );
}

/** The site whose pages report views in the bench (the API counts only its own site's). */
const benchSite = 'http://site.bench';

/** A page view as the site's counting script sends it, on one of 50 pages, from 7 referrers. */
function pageViewBody(): string {
  sequence += 1;
  return JSON.stringify({
    path: `/page-${String(sequence % 50)}`,
    referrer: `referrer-${String(sequence % 7)}.example`,
    language: 'en',
    device: 'phone',
  });
}

type Route = 'query' | 'visit';

async function load(server: Server, route: Route = 'query'): Promise<Figures> {
  const rssBefore = rssMiB(server);
  const result = await autocannon({
    url: server.url,
    connections,
    duration: seconds,
    requests: [
      route === 'query'
        ? {
            method: 'POST',
            path,
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => ({ ...request, body: body() }),
          }
        : {
            method: 'POST',
            path: pageViewPath,
            headers: {
              'content-type': 'text/plain;charset=UTF-8',
              origin: benchSite,
              'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0 Safari/537.36',
            },
            setupRequest: (request) => ({ ...request, body: pageViewBody() }),
          },
    ],
  });
  const created = result.statusCodeStats?.[route === 'query' ? '201' : '204']?.count ?? 0;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    created,
    other: result.requests.total - created,
    errors: result.errors,
    timeouts: result.timeouts,
    resets: result.resets,
    rssBefore,
    rssAfter: rssMiB(server),
  };
}

const rows: string[][] = [];

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

function record(label: string, runs: readonly Figures[], ratios?: readonly number[]): void {
  runs.forEach((figures, i) => check(`${label}, round ${String(i + 1)}`, figures));
  const sum = (pick: (figures: Figures) => number) =>
    runs.reduce((total, figures) => total + pick(figures), 0);
  const last = runs.at(-1);
  rows.push([
    label,
    median(runs.map((figures) => figures.rps)).toFixed(0),
    `${median(runs.map((figures) => figures.p50)).toFixed(1)} ms`,
    `${median(runs.map((figures) => figures.p99)).toFixed(1)} ms`,
    ratios
      ? `${median(ratios).toFixed(2)}× (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`
      : '1.00×',
    String(sum((figures) => figures.other)),
    `${String(sum((figures) => figures.errors))}/${String(sum((figures) => figures.timeouts))}/${String(sum((figures) => figures.resets))}`,
    last ? `${last.rssBefore.toFixed(0)} → ${last.rssAfter.toFixed(0)} MiB` : '',
  ]);
}

/** One server under load on a database of its own, migrated as the API migrates it. */
async function run(
  file: string,
  createDatabase: () => Promise<TestDatabase>,
  route: Route = 'query',
): Promise<Figures> {
  const database = await createDatabase();
  try {
    const db = openDatabase(database.url);
    try {
      await migrateToLatest(db.kysely);
    } finally {
      await db.kysely.destroy();
    }
    const server = await startServer(file, {
      DATABASE_URL: database.url,
      RATE_LIMIT_MAX: '1000000000',
      VISITS_RATE_LIMIT_MAX: '1000000000',
      CORS_ORIGINS: benchSite,
    });
    try {
      return await load(server, route);
    } finally {
      await stop(server);
    }
  } finally {
    await database.drop();
  }
}

async function compare(kind: string, createDatabase: () => Promise<TestDatabase>): Promise<void> {
  const api: Figures[] = [];
  const reference: Figures[] = [];
  const visits: Figures[] = [];
  for (let round = 0; round < rounds; round += 1) {
    // Turns rotate who goes first, so a machine growing busier or quieter favours none.
    const turns = ['api', 'reference', 'visits'] as const;
    const order = turns.map((_, i) => turns[(i + round) % turns.length]);
    for (const which of order)
      if (which === 'api') api.push(await run(script('../src/server.ts'), createDatabase));
      else if (which === 'visits')
        visits.push(await run(script('../src/server.ts'), createDatabase, 'visit'));
      else reference.push(await run(script('./express-reference.ts'), createDatabase));
  }
  record(`Express 5 reference, ${kind}`, reference);
  record(
    `Fastify API, ${kind}`,
    api,
    api.map((figures, i) => figures.rps / (reference[i]?.rps ?? NaN)),
  );
  // The page-view route beside the query route: its ratio is to the API's query route.
  record(
    `POST ${pageViewPath} (vs the query route), ${kind}`,
    visits,
    visits.map((figures, i) => figures.rps / (api[i]?.rps ?? NaN)),
  );
}

async function flood(): Promise<string> {
  const database = createSqliteDatabase();
  // Loopback is one address; the proxy header stands for distinct visitors, so trust it here.
  const api = await startServer(script('../src/server.ts'), {
    DATABASE_URL: database.url,
    TRUST_PROXY: '127.0.0.1',
  });
  const state = { running: true };
  const latencies: number[] = [];
  let visitor = 0;
  const secondClient = (async () => {
    while (state.running) {
      visitor += 1;
      const started = performance.now();
      const response = await fetch(`${api.url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `198.51.${Math.floor(visitor / 250) % 250}.${visitor % 250}`,
        },
        body: body(),
      });
      await response.arrayBuffer();
      if (response.status === 201) latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const rssBefore = rssMiB(api);
  const result = await autocannon({
    url: api.url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
        setupRequest: (request) => ({ ...request, body: body() }),
      },
    ],
  });
  state.running = false;
  await secondClient;
  const rssAfter = rssMiB(api);
  await stop(api);
  await database.drop();
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? NaN;
  const refused = result.statusCodeStats?.['429']?.count ?? 0;
  check('flood', {
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    resets: result.resets,
  });
  return [
    `Flood from one address (default limit 5 per 10 min, ${connections} connections, ${seconds} s, SQLite):`,
    `  429s answered: ${(refused / seconds).toFixed(0)}/s (p50 ${result.latency.p50.toFixed(1)} ms, p99 ${result.latency.p99.toFixed(1)} ms); 201s to the flooder: ${result.statusCodeStats?.['201']?.count ?? 0}; connection errors ${String(result.errors)} (timeouts ${String(result.timeouts)}), resets ${String(result.resets)}`,
    `  meanwhile a second visitor: ${latencies.length} queries accepted, p99 ${p99.toFixed(1)} ms`,
    `  API RSS ${rssBefore.toFixed(0)} → ${rssAfter.toFixed(0)} MiB`,
  ].join('\n');
}

await compare('SQLite', () => Promise.resolve(createSqliteDatabase()));
await compare('PostgreSQL', createPostgresDatabase);
const floodReport = await flood();

const header = [
  'Server',
  'req/s',
  'p50',
  'p99',
  'vs Express',
  'non-201/204',
  'errors/timeouts/resets',
  'RSS',
];
const widths = header.map((title, i) =>
  Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)),
);
const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
console.log(
  `\nPOST ${path}, ${connections} connections, loopback, distinct messages; ${String(rounds)} rounds of ${String(seconds)} s per server, taking turns, each on a fresh database; figures are the rounds' medians, the ratio the median of each round's (with its range):\n`,
);
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log(`\n${floodReport}`);
console.log(
  `\nEvery server ran with the limits it documents: the API with its defaults (MAX_CONNECTIONS_PER_ADDRESS=${String(defaultServerLimits.MAX_CONNECTIONS_PER_ADDRESS)}, MAX_CONNECTIONS=${String(defaultServerLimits.MAX_CONNECTIONS)}, REQUEST_TIMEOUT=${String(defaultServerLimits.REQUEST_TIMEOUT)} ms; the flood's with TRUST_PROXY=127.0.0.1, its X-Forwarded-For standing for distinct visitors), Express with none.`,
);
if (problems.length > 0) {
  console.log(`\nFAILED:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exitCode = 1;
}
