// The replies in a terminal: the JSON a script reads, a stranger's words made safe to print, and
// the owner's decisions, by id; a wrong id said as such.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqliteDatabase } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { openDatabase } from '../db/database.ts';
import type { Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { keepMention } from '../replies/replies.ts';
import { runReplies } from './run-replies.ts';

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = createSqliteDatabase();
  db = openDatabase(database.url);
  await migrateToLatest(db.kysely);
  await keepMention(db, {
    kind: 'reply',
    authorName: 'Mallory \u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007',
    authorUrl: 'https://mallory.example/',
    text: 'Great post\u001b[2J\u001b[31mERASED',
    published: undefined,
    source: 'https://mallory.example/reply',
    target: 'https://owner.example/blog/a-post',
    post: '/blog/a-post',
  });
});

afterAll(async () => {
  await db.kysely.destroy();
  await database.drop();
});

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const status = await runReplies(args, db, {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
  });
  return { status, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run replies', () => {
  it('lists each reply for a script, as JSON with its id, post, kind, author, text and status', async () => {
    const { status, out } = await run('list', '--json');
    expect(status).toBe(0);
    const [reply] = JSON.parse(out) as Record<string, unknown>[];
    expect(reply).toMatchObject({
      post: '/blog/a-post',
      kind: 'reply',
      status: 'held',
      author: { url: 'https://mallory.example/' },
    });
    expect(typeof reply?.id).toBe('string');
    expect(out).not.toContain('\u001b');
  });

  it('prints a stranger’s words with their controls made visible', async () => {
    const { out } = await run('list');
    expect(out).toContain('/blog/a-post');
    // eslint-disable-next-line no-control-regex -- no control character may reach the terminal
    expect(out).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
  });

  it('answers a reply by id, lists the answer under it, and exports everything as CSV and JSON', async () => {
    const [reply] = JSON.parse((await run('list', '--json')).out) as { id: string }[];
    const id = reply?.id ?? '';
    expect(await run('answer', id)).toMatchObject({ status: 1 });
    expect(await run('answer', id, 'Thank', 'you')).toMatchObject({
      status: 0,
      out: 'Answered; it shows under the reply.',
    });
    const listed = JSON.parse((await run('list', '--json')).out) as Record<string, unknown>[];
    expect(listed.find((one) => one.parentId === id)).toMatchObject({ text: 'Thank you' });
    expect(listed.find((one) => one.id === id)).toMatchObject({ status: 'approved' });
    const csv = await run('export');
    expect(csv.out.split('\r\n')[0]).toMatch(/^"id","post","kind","status","author_name"/);
    expect(csv.out).toContain('Thank you');
    expect(JSON.parse((await run('export', '--json')).out)).toHaveLength(2);
    await run('reject', id);
  });

  it('approves, rejects and erases by id, and names an id that is none', async () => {
    const [reply] = JSON.parse((await run('list', '--json')).out) as { id: string }[];
    const id = reply?.id ?? '';
    expect(await run('approve', id)).toMatchObject({ status: 0, out: 'Approved.' });
    expect((JSON.parse((await run('list', '--json')).out) as { status: string }[])[0]?.status).toBe(
      'approved',
    );
    expect(await run('reject', id)).toMatchObject({ status: 0, out: 'Rejected.' });
    expect(await run('approve', 'no-such-id')).toMatchObject({
      status: 1,
      err: 'No reply has the id no-such-id.',
    });
    expect(await run('erase', id)).toMatchObject({ status: 0, out: 'Erased.' });
    expect((await run('list')).out).toBe('No replies yet.');
    expect((await run('nonsense')).status).toBe(1);
  });
});
