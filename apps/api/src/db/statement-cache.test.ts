// The statement cache on a real SQLite database: the same text gives the same prepared statement,
// a statement still being stepped through is never handed out twice, and the cache stays bounded.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.ts';

let sqlite: SqliteDatabase.Database;

beforeEach(() => {
  sqlite = new SqliteDatabase(path.join(mkdtempSync(path.join(tmpdir(), 'statements-')), 'db'));
  sqlite.exec('create table t (n integer)');
  sqlite.exec('insert into t values (1), (2), (3)');
});
afterEach(() => sqlite.close());

describe('the statement cache', () => {
  it('prepares a statement once and hands it out again', () => {
    const cached = withStatementCache(sqlite);
    const first = cached.prepare('select n from t');
    expect(cached.prepare('select n from t')).toBe(first);
    expect(cached.prepare('select n from t where n > 1')).not.toBe(first);
  });

  it('never hands out a statement that is still being stepped through', () => {
    const cached = withStatementCache(sqlite);
    const text = 'select n from t order by n';
    const outer = cached.prepare(text) as unknown as SqliteDatabase.Statement;
    const seen: number[] = [];
    for (const row of outer.iterate() as Iterable<{ n: number }>) {
      // The same text while the first is open: a statement of its own, not "busy".
      const inner = cached.prepare(text) as unknown as SqliteDatabase.Statement;
      expect(inner).not.toBe(outer);
      expect(inner.all()).toHaveLength(3);
      seen.push(row.n);
    }
    expect(seen).toEqual([1, 2, 3]);
  });

  it('keeps at most its size, dropping the least recently used', () => {
    const cached = withStatementCache(sqlite, 2);
    const a = cached.prepare('select 1');
    const b = cached.prepare('select 2');
    expect(cached.prepare('select 1')).toBe(a);
    cached.prepare('select 3');
    // 'select 2' was the least recently used.
    expect(cached.prepare('select 1')).toBe(a);
    expect(cached.prepare('select 2')).not.toBe(b);
  });
});
