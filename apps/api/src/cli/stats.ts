// `npm run stats -- …`: the visit counts on the database named by DATABASE_URL.
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { loadApiEnv } from '../env.ts';
import { runStats } from './run-stats.ts';

try {
  const env = loadApiEnv();
  const db = openDatabase(env.DATABASE_URL);
  try {
    // Before the API has ever started: no visits yet, rather than a missing table.
    await migrateToLatest(db.kysely);
    process.exitCode = await runStats(
      process.argv.slice(2),
      db,
      {
        out: (text) => process.stdout.write(`${text}\n`),
        err: (text) => process.stderr.write(`${text}\n`),
      },
      { timeZone: env.TIME_ZONE, counting: env.VISITS === 'on' },
    );
  } finally {
    await db.kysely.destroy();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
