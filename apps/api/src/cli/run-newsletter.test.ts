// The owner's followers in a terminal: the JSON a script reads, the CSV a spreadsheet opens (a
// hostile address never runs as a formula), erasing, and `send`'s report.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqliteDatabase } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { openDatabase } from '../db/database.ts';
import type { Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { subscribe } from '../newsletter/subscribers.ts';
import { runNewsletter } from './run-newsletter.ts';

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = createSqliteDatabase();
  db = openDatabase(database.url);
  await migrateToLatest(db.kysely);
  const limits = { confirmationsPerHour: 100 };
  await subscribe(db, { email: 'reader@example.com', language: 'hi' }, limits);
  await subscribe(db, { email: '=cmd|calc!A1@example.com', language: 'en' }, limits);
});

afterAll(async () => {
  await db.kysely.destroy();
  await database.drop();
});

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const status = await runNewsletter(
    args,
    db,
    { out: (text) => out.push(text), err: (text) => err.push(text) },
    () => Promise.resolve({ first: false, queued: ['blog/a'], mails: 2, sent: 2 }),
  );
  return { status, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run newsletter', () => {
  it('lists every address as JSON, with its language and status', async () => {
    const { status, out } = await run('list', '--json');
    expect(status).toBe(0);
    const list = JSON.parse(out) as { email: string; language: string; status: string }[];
    expect(
      list.map(({ email, language, status: state }) => ({ email, language, status: state })),
    ).toEqual([
      { email: 'reader@example.com', language: 'hi', status: 'pending' },
      { email: '=cmd|calc!a1@example.com', language: 'en', status: 'pending' },
    ]);
  });

  it('exports a CSV in which a hostile address is text, not a formula', async () => {
    const { out } = await run('export');
    expect(out.split('\r\n')[0]).toBe(
      '"email","language","status","created_at","confirmed_at","unsubscribed_at"',
    );
    expect(out).toContain(`"'=cmd|calc!a1@example.com"`);
  });

  it('erases an address, and says so when there is none', async () => {
    expect((await run('erase', 'Reader@example.com')).status).toBe(0);
    expect((await run('erase', 'reader@example.com')).status).toBe(1);
    expect((await run('erase')).status).toBe(1);
    expect((await run('list')).out).not.toContain('reader@example.com');
  });

  it('reports what send queued and sent, and refuses an unknown command', async () => {
    expect((await run('send')).out).toBe('1 new post(s) queued for 2 mail(s); 2 mail(s) sent.');
    const unknown = await run('sned');
    expect(unknown.status).toBe(1);
    expect(unknown.err).toContain('Unknown command "sned"');
  });
});
