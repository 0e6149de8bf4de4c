import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { checkSqliteFileWritable, openDatabase } from './database.ts';

const scratch = () => mkdtempSync(path.join(tmpdir(), 'sqlite-file-'));

describe('the SQLite file', () => {
  it('is created with its folders where it can be written', () => {
    const file = path.join(scratch(), 'data', 'nested', 'portfolio.sqlite');
    expect(() => checkSqliteFileWritable(file)).not.toThrow();
  });

  it('refuses a path that cannot be written, naming DATABASE_URL and the fix', () => {
    const dir = scratch();
    // A file where a folder should be: unwritable for every user, root included.
    writeFileSync(path.join(dir, 'not-a-folder'), '');
    const file = path.join(dir, 'not-a-folder', 'portfolio.sqlite');
    expect(() => checkSqliteFileWritable(file)).toThrow(
      `DATABASE_URL: the SQLite file ${file} cannot be written (EEXIST). Point DATABASE_URL at a writable path on a persistent disk`,
    );
    expect(() => openDatabase(file)).toThrow(/DATABASE_URL: the SQLite file/);
  });

  it('commits durably (WAL, fsync at every commit) and checkpoints every 10,000 pages', async () => {
    const db = openDatabase(path.join(scratch(), 'portfolio.sqlite'));
    try {
      const read = async (pragma: string) =>
        Object.values(
          (await sql.raw<Record<string, unknown>>(`pragma ${pragma}`).execute(db.kysely)).rows[0] ??
            {},
        )[0];
      expect(await read('journal_mode')).toBe('wal');
      // 2 is FULL.
      expect(await read('synchronous')).toBe(2);
      expect(await read('wal_autocheckpoint')).toBe(10_000);
    } finally {
      await db.kysely.destroy();
    }
  });
});
