// `npm run db:migrate`: brings the configured database up to date and says what it did.
import { loadApiEnv } from '../env.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

try {
  const env = loadApiEnv();
  const db = openDatabase(env.DATABASE_URL);
  try {
    const applied = await migrateToLatest(db.kysely);
    console.log(
      applied.length === 0
        ? `${db.description}: already up to date`
        : `${db.description}: applied ${applied.join(', ')}`,
    );
  } finally {
    await db.kysely.destroy();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
