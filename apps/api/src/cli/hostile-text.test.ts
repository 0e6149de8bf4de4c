// The owner's terminal is safe from what visitors typed: no control character, escape sequence
// or bidi override reaches it from any inbox command, exports are private files, and retrying
// notifications never releases one that a worker is sending right now.
import { randomUUID } from 'node:crypto';
import { statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import type { Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { inboxOutput } from '../test-support/inbox-output.ts';
import { createSqliteDatabase } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';

// Rows as an older version, a migration or a direct insert could have left them: the contract
// refuses most of this today, but the CLI must not rely on that.
const hostile = {
  name: 'Eve\u001b[2J\u001b[H\u0007 \u202eevil\u202c',
  email: 'eve\u009b31m@example.com',
  message:
    'Hi\u001b]8;;https://evil.example\u001b\\click\u001b]8;;\u001b\\\n' +
    'clip\u001b]52;c;ZXZpbA==\u0007\rOVERWRITE\u0000\u007f\u0085 end',
};
const unsafe =
  // eslint-disable-next-line no-control-regex -- the characters that must not reach a terminal
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

let database: TestDatabase;
let db: Db;
const queryId = randomUUID();

const inbox = (...argv: string[]) => inboxOutput(db, argv);

beforeAll(async () => {
  database = createSqliteDatabase();
  db = openDatabase(database.url);
  await migrateToLatest(db.kysely);
  const at = new Date().toISOString();
  await db.kysely
    .insertInto('queries')
    .values({
      id: queryId,
      created_at: at,
      fingerprint: 'f',
      is_spam: 0,
      read_at: null,
      ...hostile,
    })
    .execute();
  await db.kysely
    .insertInto('outbox')
    .values({
      id: randomUUID(),
      query_id: queryId,
      channel: 'email',
      status: 'pending',
      attempts: 1,
      next_attempt_at: at,
      locked_until: null,
      last_error: '550 rejected: \u001b[31mEve\u001b[0m',
      created_at: at,
      sent_at: null,
    })
    .execute();
});

afterAll(async () => {
  await db.kysely.destroy();
  await database.drop();
});

describe('hostile text in the inbox', () => {
  it('reaches no command output as a control character, in text or JSON', async () => {
    const outputs = [
      await inbox('list'),
      await inbox('list', '--all', '--json'),
      await inbox('show', queryId),
      await inbox('show', queryId, '--json'),
      await inbox('export', '--format', 'json'),
      await inbox('export', '--format', 'csv'),
    ];
    for (const { code, out, err } of outputs) {
      expect(code).toBe(0);
      // CSV's own row separator is CRLF; a lone CR inside a cell is escaped.
      expect(out.replaceAll('\r\n', '\n')).not.toMatch(unsafe);
      expect(err).not.toMatch(unsafe);
    }
    const shown = outputs[2]?.out ?? '';
    expect(shown).toContain('Eve\\x1b[2J\\x1b[H\\x07 \\u202eevil\\u202c');
    expect(shown).toContain('(last error: 550 rejected: \\x1b[31mEve\\x1b[0m)');
    // JSON stays lossless: parsed back, it is exactly what was stored.
    const parsed = JSON.parse(outputs[3]?.out ?? '') as { name: string; message: string };
    expect(parsed.name).toBe(hostile.name);
    expect(parsed.message).toBe(hostile.message);
  });

  it('writes exports readable by the owner only, even over an existing world-readable file', async () => {
    const file = path.join(path.dirname(database.url), 'export.csv');
    writeFileSync(file, 'old', { mode: 0o644 });
    expect((await inbox('export', '--format', 'csv', '--out', file)).code).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const json = path.join(path.dirname(database.url), 'fresh.json');
    expect((await inbox('export', '--format', 'json', '--out', json)).code).toBe(0);
    expect(statSync(json).mode & 0o777).toBe(0o600);
  });

  it('says the deleted name safely', async () => {
    const deleted = await inbox('delete', queryId);
    expect(deleted.code).toBe(0);
    expect(deleted.out).not.toMatch(unsafe);
  });
});

describe('retrying notifications', () => {
  it('leaves a notification that a worker has claimed alone, and makes the rest due now', async () => {
    const at = new Date();
    const id = randomUUID();
    await db.kysely
      .insertInto('queries')
      .values({
        id,
        created_at: at.toISOString(),
        fingerprint: 'g',
        is_spam: 0,
        read_at: null,
        name: 'A',
        email: 'a@example.com',
        message: 'm',
      })
      .execute();
    const claimedUntil = new Date(at.getTime() + 60_000).toISOString();
    const row = (suffix: string, status: 'pending' | 'failed', lockedUntil: string | null) => ({
      id: `${suffix}-${randomUUID()}`,
      query_id: id,
      channel: 'email' as const,
      status,
      attempts: 3,
      next_attempt_at: new Date(at.getTime() + 3_600_000).toISOString(),
      locked_until: lockedUntil,
      last_error: 'down',
      created_at: at.toISOString(),
      sent_at: null,
    });
    await db.kysely
      .insertInto('outbox')
      .values([
        row('claimed', 'pending', claimedUntil),
        row('failed', 'failed', null),
        row('expired', 'pending', new Date(at.getTime() - 1000).toISOString()),
      ])
      .execute();

    const { out } = await inbox('retry-notifications');
    expect(out).toContain('2 notification(s) will be sent');
    const rows = await db.kysely
      .selectFrom('outbox')
      .select(['id', 'status', 'attempts', 'locked_until'])
      .where('query_id', '=', id)
      .execute();
    const claimed = rows.find((r) => r.id.startsWith('claimed-'));
    expect(claimed).toMatchObject({ status: 'pending', attempts: 3, locked_until: claimedUntil });
    for (const other of rows.filter((r) => !r.id.startsWith('claimed-')))
      expect(other).toMatchObject({ status: 'pending', attempts: 0 });
  });
});
