// `npm run stats`: the visit counts in a terminal and as JSON, what visitors supplied printed
// inert, and a clear error for a period it cannot show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqliteDatabase } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { openDatabase } from '../db/database.ts';
import type { Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { dayIn } from '../owner-time.ts';
import { runStats } from './run-stats.ts';

let database: TestDatabase;
let db: Db;
const hostilePage = '/\u001b[2J\u001b]0;owned\u0007\u202Eevil';

beforeAll(async () => {
  database = createSqliteDatabase();
  db = openDatabase(database.url);
  await migrateToLatest(db.kysely);
  const today = dayIn('UTC', new Date());
  await db.kysely
    .insertInto('visit_counts')
    .values([
      { day: today, dimension: 'all', value: '', views: 30, visitors: 8 },
      { day: today, dimension: 'page', value: '/about', views: 20, visitors: 0 },
      { day: today, dimension: 'page', value: hostilePage, views: 10, visitors: 0 },
      { day: today, dimension: 'device', value: 'phone', views: 30, visitors: 0 },
    ])
    .execute();
});

afterAll(async () => {
  await db.kysely.destroy();
  await database.drop();
});

async function stats(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runStats(
    args,
    db,
    { out: (text) => out.push(text), err: (text) => err.push(text) },
    { timeZone: 'UTC', counting: true },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run stats', () => {
  it('prints the period, each day and the top lists, with nothing a terminal would obey', async () => {
    const { code, out } = await stats(['--days', '7']);
    expect(code).toBe(0);
    expect(out).toContain('Visits, the last 7 days (days in UTC)');
    expect(out).toContain('Visitors 8   Page views 30   Enquiries 0');
    expect(out.split('\n').filter((line) => /^\d{4}-\d\d-\d\d /.test(line))).toHaveLength(7);
    expect(out).toMatch(/\/about\s+20/);
    expect(out).toContain('\\x1b[2J');
    // eslint-disable-next-line no-control-regex -- no control character may reach the terminal
    expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
  });

  it('prints JSON that parses back to the same counts, escaped for the terminal', async () => {
    const { code, out } = await stats(['--json']);
    expect(code).toBe(0);
    expect(out).not.toContain('\u202E');
    const parsed = JSON.parse(out) as {
      periodDays: number;
      totals: { visitors: number };
      days: unknown[];
      top: { page: { value: string }[] };
    };
    expect(parsed.periodDays).toBe(30);
    expect(parsed.days).toHaveLength(30);
    expect(parsed.totals.visitors).toBe(8);
    expect(parsed.top.page.map((row) => row.value)).toEqual(['/about', hostilePage]);
  });

  it('refuses a period it cannot show, saying how to ask', async () => {
    for (const days of ['0', '401', 'thirty', '7.5']) {
      const { code, err } = await stats(['--days', days]);
      expect(code, days).toBe(2);
      expect(err).toContain('--days must be a whole number of days from 1 to 400');
    }
    const unknown = await stats(['--weeks', '2']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Usage: npm run stats');
  });
});
