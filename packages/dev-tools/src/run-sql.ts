// One SQL statement on a test's own database (a SQLite file or a postgres:// URL), for the state a
// test cannot reach through the product in its time (an enrolment link 16 minutes old, say).
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';

export async function runSql(databaseUrl: string, statement: string): Promise<void> {
  if (/^postgres(ql)?:\/\//i.test(databaseUrl)) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
    return;
  }
  const sqlite = new SqliteDatabase(databaseUrl, { timeout: 5000 });
  try {
    sqlite.exec(statement);
  } finally {
    sqlite.close();
  }
}
