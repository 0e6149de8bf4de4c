// `npm run bench:visit-storage`: what a month of visits costs the database. Thirty days of
// simulated traffic (VISITORS_PER_DAY visitors reading 1 to 6 pages each, over 40 pages, 15
// referrers, 6 campaigns, 2 languages and 3 devices), plus one day flooded with 20,000 invented
// paths, go through the API's own counter (visits/visit-counter.ts) into SQLite and PostgreSQL;
// it prints the rows and bytes the counts take, and checks the flood stayed within the cap.
import { sql } from 'kysely';
import { createPostgresDatabase, createSqliteDatabase } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { openDatabase } from '../src/db/database.ts';
import type { Db } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { uniqueVisitorsInMemory } from '../src/visits/unique-visitors.ts';
import { createVisitCounter } from '../src/visits/visit-counter.ts';

const visitorsPerDay = Number(process.env.VISITORS_PER_DAY ?? 500);
const cap = 500;
const devices = ['phone', 'tablet', 'desktop'] as const;

/** A small, repeatable random sequence: the same traffic on both databases. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function simulate(db: Db): Promise<{ views: number }> {
  const counter = createVisitCounter({
    db,
    maxValuesPerDay: cap,
    flushEveryMs: false,
    onError: (error) => {
      throw error;
    },
  });
  const visitors = uniqueVisitorsInMemory('UTC');
  const next = random(42);
  let views = 0;
  for (let day = 0; day < 30; day += 1) {
    const date = new Date(Date.UTC(2026, 9, 1 + day, 12));
    const dayName = date.toISOString().slice(0, 10);
    for (let visitor = 0; visitor < visitorsPerDay; visitor += 1) {
      const pages = 1 + Math.floor(next() * 6);
      const referrer = next() < 0.4 ? `site-${String(Math.floor(next() * 15))}.example` : undefined;
      const campaign =
        next() < 0.1 ? `newsletter / email / issue-${String(Math.floor(next() * 6))}` : undefined;
      for (let page = 0; page < pages; page += 1) {
        const first = await visitors.isFirstToday({
          site: 'https://me.dev',
          address: `198.51.${String(day)}.${String(visitor % 250)}-${String(visitor)}`,
          userAgent: 'Mozilla/5.0',
          at: date,
        });
        counter.add(
          dayName,
          {
            path: `/page-${String(Math.floor(next() * 40))}`,
            referrer: page === 0 ? referrer : undefined,
            campaign: page === 0 ? campaign : undefined,
            language: next() < 0.7 ? 'en' : 'hi',
            device: devices[Math.floor(next() * 3)],
          },
          first,
        );
        views += 1;
      }
    }
    // One day of the month, someone invents paths, referrers and campaigns by the thousand.
    if (day === 14)
      for (let invented = 0; invented < 20_000; invented += 1)
        counter.add(
          dayName,
          {
            path: `/invented-${String(invented)}`,
            referrer: `spam-${String(invented)}.example`,
            campaign: `spam / ${String(invented)}`,
            language: undefined,
            device: undefined,
          },
          false,
        );
    await counter.flush();
  }
  await counter.stop();
  return { views };
}

async function measure(kind: string, create: () => Promise<TestDatabase>): Promise<string> {
  const database = await create();
  const db = openDatabase(database.url);
  try {
    await migrateToLatest(db.kysely);
    const { views } = await simulate(db);
    const rows = await db.kysely
      .selectFrom('visit_counts')
      .select((eb) => eb.fn.countAll<number>().as('rows'))
      .executeTakeFirstOrThrow();
    const widest = await db.kysely
      .selectFrom('visit_counts')
      .select(['day', 'dimension', (eb) => eb.fn.countAll<number | string>().as('values')])
      .groupBy(['day', 'dimension'])
      .orderBy('values', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    if (Number(widest.values) > cap + 1)
      throw new Error(
        `the cap did not hold: ${String(widest.values)} values of ${widest.dimension}`,
      );
    const bytes =
      db.kind === 'sqlite'
        ? (
            await sql<{
              bytes: number;
            }>`select sum(pgsize) as bytes from dbstat where name like '%visit_counts%'`.execute(
              db.kysely,
            )
          ).rows[0]?.bytes
        : (
            await sql<{
              bytes: string;
            }>`select pg_total_relation_size('visit_counts') as bytes`.execute(db.kysely)
          ).rows[0]?.bytes;
    return `${kind}: ${String(views)} page views over 30 days and 60,000 invented values on one day → ${String(rows.rows)} rows, ${(Number(bytes) / 1024).toFixed(0)} KiB (table and index); at most ${String(widest.values)} values of one dimension on one day`;
  } finally {
    await db.kysely.destroy();
    await database.drop();
  }
}

console.log(await measure('SQLite', () => Promise.resolve(createSqliteDatabase())));
console.log(await measure('PostgreSQL', createPostgresDatabase));
