// The owner's inbox CLI on a real SQLite file holding queries received through the API.
import { mintedProofOfWork } from '../test-support/proof-of-work.ts';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerReply } from '../replies/answers.ts';
import { keepReaderReply } from '../replies/replies.ts';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import type { Db } from '../db/database.ts';
import { inboxOutput } from '../test-support/inbox-output.ts';
import { defaultSettings } from './run-inbox.ts';
import { createSqliteDatabase } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { testEnv } from '../test-support/test-env.ts';

let database: TestDatabase;
let app: FastifyInstance;
let db: Db;
const ids: Record<string, string> = {};

async function receive(key: string, payload: Record<string, string>): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/query/queryPost',
    headers: { 'content-type': 'application/json' },
    payload: { ...payload, altcha: await mintedProofOfWork() },
  });
  ids[key] = response.json<{ id: string }>().id;
  // Distinct timestamps, so "newest first" has one right answer: the next query is stored once
  // the clock has moved on.
  const storedAt = Date.now();
  while (Date.now() <= storedAt) await new Promise((resolve) => setImmediate(resolve));
}

const inbox = (...argv: string[]) => inboxOutput(db, argv);

function id(key: string): string {
  const value = ids[key];
  if (value === undefined) throw new Error(`no query ${key}`);
  return value;
}

beforeAll(async () => {
  database = createSqliteDatabase();
  app = await buildApp({
    env: testEnv({
      DATABASE_URL: database.url,
      RATE_LIMIT_MAX: '100',
      NOTIFY_WEBHOOK_URL: 'http://127.0.0.1:9/hook',
    }),
    logger: false,
    outboxPollMs: false,
  });
  db = openDatabase(database.url);
  await receive('ada', {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    message: 'Can you build my shop?',
    language: 'pt-br',
  });
  await receive('formula', {
    name: '=HYPERLINK("http://evil.example","click")',
    email: 'eve@example.com',
    message: '+SUM(1,2)\nsecond line, with "quotes"',
  });
  await receive('spam', {
    name: 'Bot',
    email: 'bot@example.com',
    message: 'cheap pills',
    website: 'x',
  });
});

afterAll(async () => {
  await db.kysely.destroy();
  await app.close();
  await database.drop();
});

describe('npm run inbox', () => {
  it('lists unread queries, newest first, without spam', async () => {
    const { code, out } = await inbox('list');
    expect(code).toBe(0);
    expect(out).toContain(id('ada').slice(0, 8));
    expect(out).toContain('Ada Lovelace');
    expect(out).toMatch(/ada@example\.com\s+pt-BR\s+Can you build/);
    expect(out).not.toContain('cheap pills');
    expect(out.indexOf('eve@example.com')).toBeLessThan(out.indexOf('ada@example.com'));
  });

  it('lists spam on its own and everything as JSON', async () => {
    const spam = await inbox('list', '--spam', '--json');
    const records = JSON.parse(spam.out) as { id: string; spam: boolean }[];
    expect(records).toEqual([expect.objectContaining({ id: id('spam'), spam: true })]);
  });

  it('shows one query in full by its short id, with its notifications', async () => {
    const { code, out } = await inbox('show', id('ada').slice(0, 8));
    expect(code).toBe(0);
    expect(out).toContain(`Id:        ${id('ada')}`);
    expect(out).toContain('From:      Ada Lovelace <ada@example.com>');
    expect(out).toContain('Language:  pt-BR');
    expect(out).toContain('Notified:  webhook pending after 0 attempt(s)');
    expect(out).toContain('Can you build my shop?');
  });

  it('says clearly when an id is unknown, or missing', async () => {
    const unknown = await inbox('show', 'deadbeef');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('No query with id "deadbeef"');
    const missing = await inbox('delete');
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('Give the id of a query');
    const wrong = await inbox('frobnicate');
    expect(wrong.code).toBe(2);
    expect(wrong.err).toContain('Unknown command "frobnicate"');
    expect(wrong.err).toContain('Usage: npm run inbox');
  });

  it('exports CSV quoted per RFC 4180 with formula-looking cells neutralised', async () => {
    const file = path.join(path.dirname(database.url), 'inbox.csv');
    const { code, err } = await inbox('export', '--format', 'csv', '--out', file);
    expect(code).toBe(0);
    expect(err).toContain(`Wrote 3 queries to ${file}`);
    const csv = await readFile(file, 'utf8');
    expect(
      csv.startsWith(
        '"id","received_at","name","email","message","language","spam","read_at","handled_at","spam_reasons"\r\n',
      ),
    ).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csv).toContain(`"'+SUM(1,2)\nsecond line, with ""quotes"""`);
    expect(csv).not.toMatch(/(^|,)"[=+\-@]/m);
  });

  it('exports JSON to standard output and refuses an unknown format', async () => {
    const json = await inbox('export', '--format', 'json');
    expect((JSON.parse(json.out) as unknown[]).length).toBe(3);
    const bad = await inbox('export', '--format', 'xml');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--format csv or --format json');
  });

  it('marks a query read, so plain list no longer shows it', async () => {
    const { out } = await inbox('mark-read', id('ada'));
    expect(out).toContain(`Marked ${id('ada')} as read.`);
    expect((await inbox('list')).out).not.toContain('Ada Lovelace');
    expect((await inbox('list', '--all')).out).toContain('Ada Lovelace');
  });

  it('retries notifications that failed', async () => {
    await db.kysely.updateTable('outbox').set({ status: 'failed', attempts: 10 }).execute();
    const { out } = await inbox('retry-notifications');
    expect(out).toContain('2 notification(s) will be sent');
    const rows = await db.kysely.selectFrom('outbox').select(['status', 'attempts']).execute();
    expect(rows).toEqual([
      { status: 'pending', attempts: 0 },
      { status: 'pending', attempts: 0 },
    ]);
  });

  it('deletes a query with its notifications', async () => {
    const { out } = await inbox('delete', id('formula'));
    expect(out).toContain(`Deleted ${id('formula')}`);
    expect((await inbox('show', id('formula'))).code).toBe(1);
    const outbox = await db.kysely.selectFrom('outbox').select('query_id').execute();
    expect(outbox.map((row) => row.query_id)).toEqual([id('ada')]);
  });

  it('runs as `npm run inbox` against DATABASE_URL', async () => {
    const root = path.resolve(import.meta.dirname, '../../../..');
    const { stdout } = await promisify(execFile)(
      'npm',
      ['run', '--silent', 'inbox', '--', 'list', '--all', '--json'],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: database.url },
      },
    );
    expect((JSON.parse(stdout) as { id: string }[]).map((record) => record.id)).toEqual([
      id('ada'),
    ]);
  });
  it('marks a query handled and unread, and undoes handled', async () => {
    const handled = await inbox('handled', id('ada'));
    expect(handled.out).toContain(`Marked ${id('ada')} as handled.`);
    const row = () =>
      db.kysely
        .selectFrom('queries')
        .selectAll()
        .where('id', '=', id('ada'))
        .executeTakeFirstOrThrow();
    expect((await row()).handled_at).not.toBeNull();
    expect((await inbox('show', id('ada'))).out).toMatch(/^Status: .*, handled \d{4}-/m);
    await inbox('handled', id('ada'), '--undo');
    expect((await row()).handled_at).toBeNull();
    await inbox('mark-unread', id('ada'));
    expect((await row()).read_at).toBeNull();
  });

  it('says why a query is spam', async () => {
    await receive('trap', { name: 'Bot', email: 'trap@example.com', message: 'hi', website: 'x' });
    expect((await inbox('show', id('trap'))).out).toContain('Status:    spam (honeypot filled)');
  });

  it('moves a query to spam and back, notifying it once on the configured channels', async () => {
    await receive('to-spam', { name: 'Maybe', email: 'maybe@example.com', message: 'hmm' });
    const outbox = () =>
      db.kysely
        .selectFrom('outbox')
        .select(['channel', 'status'])
        .where('query_id', '=', id('to-spam'))
        .execute();
    expect((await inbox('mark-spam', id('to-spam'))).out).toContain('Moved');
    expect(await outbox()).toEqual([]);
    expect((await inbox('list', '--spam')).out).toContain('Maybe');
    const back = await inboxOutput(db, ['not-spam', id('to-spam')], {
      ...defaultSettings,
      channels: ['webhook'],
    });
    expect(back.out).toContain('Moved');
    expect(await outbox()).toEqual([{ channel: 'webhook', status: 'pending' }]);
    expect((await inbox('not-spam', id('to-spam'))).out).toContain('is not spam');
  });

  it('counts what erase-sender would erase (their replies to posts too), and erases it only with --yes', async () => {
    await receive('erase-one', { name: 'Eve', email: 'Erase.Me@example.com', message: 'one' });
    await receive('erase-two', { name: 'Eve', email: 'erase.me@example.com', message: 'two' });
    const reply = await keepReaderReply(
      db,
      { post: '/blog/a-post', name: 'Eve', message: 'A reply', email: 'ERASE.me@example.com' },
      [],
      () => Promise.resolve(),
    );
    await answerReply(db, reply.id, 'An answer');
    const dry = await inbox('erase-sender', 'erase.me@EXAMPLE.com');
    expect(dry.out).toContain(
      '2 queries, 2 notifications and 1 replies from erase.me@EXAMPLE.com would be erased',
    );
    expect((await inbox('show', id('erase-one'))).code).toBe(0);
    const done = await inbox('erase-sender', 'erase.me@EXAMPLE.com', '--yes');
    expect(done.out).toContain('Erased 2 queries, 2 notifications and 1 replies');
    expect(await db.kysely.selectFrom('replies').selectAll().execute()).toEqual([]);
    expect((await inbox('show', id('erase-one'))).code).toBe(1);
    expect((await inbox('show', id('erase-two'))).code).toBe(1);
    expect((await inbox('erase-sender')).code).toBe(2);
  });

  it('purges spam past its retention and keeps queries when RETENTION_DAYS is unset', async () => {
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString();
    await receive('old-spam', {
      name: 'Bot',
      email: 'bot@example.com',
      message: 'buy',
      website: 'x',
    });
    await receive('old-query', { name: 'Old', email: 'old@example.com', message: 'kept' });
    await db.kysely
      .updateTable('queries')
      .set({ created_at: old })
      .where('id', 'in', [id('old-spam'), id('old-query')])
      .execute();
    const { out } = await inbox('purge');
    expect(out).toContain(
      'Purged 0 queries (RETENTION_DAYS is unset: queries are kept), 1 spam older than 30 days, and 0 spam or rejected replies.',
    );
    expect((await inbox('show', id('old-spam'))).code).toBe(1);
    expect((await inbox('show', id('old-query'))).code).toBe(0);
  });

  it('prints a one-time enrolment link on its last line', async () => {
    const { out, code } = await inbox('enroll');
    expect(code).toBe(0);
    const last = out.trimEnd().split('\n').at(-1) ?? '';
    expect(last).toMatch(/^http:\/\/localhost:3001\/inbox\/enroll\?token=[A-Za-z0-9_-]{43}$/);
    const token = new URL(last).searchParams.get('token') ?? '';
    const response = await app.inject({ url: `/inbox/enroll?token=${token}` });
    expect(response.statusCode).toBe(200);
  });
});
