// Backups proven by restoring them: `npm run db:backup` runs while queries are being written, its
// file goes into a fresh database with `npm run db:restore`, and every query acknowledged before
// the backup began is there, on SQLite and on PostgreSQL. Restoring never writes over data, and a
// missing pg_dump is named.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBackends } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { enqueueNotifications } from '../notify/outbox-repository.ts';
import { receiveQuery } from '../queries/query-repository.ts';
import { answerReply } from '../replies/answers.ts';
import { keepReaderReply } from '../replies/replies.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const folder = mkdtempSync(path.join(tmpdir(), 'portfolio-backups-'));

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

/** What `npm run <script> -- <file>` runs (package.json), on `database`. */
const scripts = {
  'db:backup': 'apps/api/src/db/backup-cli.ts',
  'db:restore': 'apps/api/src/db/restore-cli.ts',
} as const;

function npmRun(
  script: keyof typeof scripts,
  file: string,
  database: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [scripts[script], file], {
      cwd: root,
      env: { ...env, DATABASE_URL: database, LOG_LEVEL: 'silent' },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', (code) => resolve({ code, out }));
  });
}

it('runs what npm run db:backup and db:restore run', () => {
  const { scripts: npmScripts } = JSON.parse(
    readFileSync(path.join(root, 'package.json'), 'utf8'),
  ) as { scripts: Record<string, string> };
  for (const [name, file] of Object.entries(scripts)) expect(npmScripts[name]).toBe(`node ${file}`);
});

describe.each(databaseBackends)('backup and restore on $kind', ({ kind, create }) => {
  const made: TestDatabase[] = [];
  const fresh = async () => {
    const database = await create();
    made.push(database);
    return database;
  };

  afterAll(async () => {
    for (const database of made) await database.drop();
  });

  it('restores every query acknowledged before a backup taken while queries are written', async () => {
    const source = await fresh();
    const db = openDatabase(source.url);
    await migrateToLatest(db.kysely);
    // A reader's reply to a post and the owner's answer travel with the queries.
    const reply = await keepReaderReply(
      db,
      {
        post: '/blog/a-post',
        name: 'Reader',
        message: 'Kept in the backup',
        email: 'r@example.com',
      },
      [],
      () => Promise.resolve(),
    );
    await answerReply(db, reply.id, 'So is the answer');
    const acknowledged: string[] = [];
    const state = { writing: true };
    const writer = (async () => {
      while (state.writing) {
        const received = await receiveQuery(
          db,
          {
            name: 'Backup visitor',
            email: `visitor-${randomBytes(3).toString('hex')}@example.com`,
            message: `Written during the backup ${randomBytes(4).toString('hex')}`,
            spam: false,
          },
          (trx, id, at) => enqueueNotifications(trx, id, ['email'], at),
        );
        acknowledged.push(received.id);
        // SQLite answers within the same turn: yield, so the backup's process is heard from.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    try {
      while (acknowledged.length < 25) await new Promise((resolve) => setImmediate(resolve));
      const before = [...acknowledged];
      const file = path.join(folder, `${kind}-${randomBytes(3).toString('hex')}.backup`);
      const backup = await npmRun('db:backup', file, source.url);
      const during = acknowledged.length - before.length;
      expect(backup.out).toContain(`Backed up to ${file}`);
      expect(backup.code).toBe(0);
      // Queries went on being written while it ran.
      expect(during).toBeGreaterThan(0);
      // It holds visitors' messages: readable by its owner alone.
      expect(statSync(file).mode & 0o077).toBe(0);

      const target = await fresh();
      const restore = await npmRun('db:restore', file, target.url);
      expect(restore.out).toContain('Restored');
      expect(restore.code).toBe(0);
      const restored = openDatabase(target.url);
      try {
        const ids = new Set(
          (await restored.kysely.selectFrom('queries').select('id').execute()).map((row) => row.id),
        );
        expect(before.filter((id) => !ids.has(id))).toEqual([]);
        expect(await restored.kysely.selectFrom('outbox').select('id').execute()).toHaveLength(
          ids.size,
        );
        const replies = await restored.kysely
          .selectFrom('replies')
          .select(['text', 'email', 'parent_id'])
          .orderBy('created_at')
          .execute();
        expect(replies.map((row) => row.text).sort()).toEqual([
          'Kept in the backup',
          'So is the answer',
        ]);
        expect(await restored.kysely.selectFrom('reply_mails').select('id').execute()).toHaveLength(
          1,
        );
      } finally {
        await restored.kysely.destroy();
      }

      // Never over data: the source itself is not empty, and a second backup to the same name
      // is refused.
      const over = await npmRun('db:restore', file, source.url);
      expect(over.code).toBe(1);
      expect(over.out).toContain('already holds tables: restore only into an empty one');
      const again = await npmRun('db:backup', file, source.url);
      expect(again.code).toBe(1);
      expect(again.out).toContain('already exists');
    } finally {
      state.writing = false;
      await writer;
      await db.kysely.destroy();
    }
  });

  it('refuses a file that is no backup, or one of the other kind of database', async () => {
    const target = await fresh();
    const notABackup = path.join(folder, `${kind}-notes.txt`);
    writeFileSync(notABackup, 'not a backup');
    const refused = await npmRun('db:restore', notABackup, target.url);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('is not a backup made by npm run db:backup');
    const other = path.join(folder, `${kind}-other-kind.backup`);
    writeFileSync(other, kind === 'sqlite' ? 'PGDMP\u0001\u000e' : 'SQLite format 3\u0000');
    const wrongKind = await npmRun('db:restore', other, target.url);
    expect(wrongKind.code).toBe(1);
    expect(wrongKind.out).toContain('restore it into the same kind of database it came from');
  });

  if (kind === 'postgres')
    it('names pg_dump, and how to install it, when it is not on the machine', async () => {
      const source = await fresh();
      const file = path.join(folder, 'no-pg-dump.backup');
      // Node's own folder only: no PostgreSQL client tools.
      const backup = await npmRun('db:backup', file, source.url, {
        ...process.env,
        PATH: path.dirname(process.execPath),
      });
      expect(backup.code).toBe(1);
      expect(backup.out).toContain("pg_dump was not found: install PostgreSQL's client tools");
    });
});
