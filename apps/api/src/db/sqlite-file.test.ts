import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
});
