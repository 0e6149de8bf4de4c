// `npm run replies -- …`: the replies to the owner's posts on the database named by DATABASE_URL.
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { loadApiEnv } from '../env.ts';
import { runReplies } from './run-replies.ts';

try {
  const env = loadApiEnv();
  const db = openDatabase(env.DATABASE_URL);
  try {
    await migrateToLatest(db.kysely);
    process.exitCode = await runReplies(process.argv.slice(2), db, {
      out: (text) => process.stdout.write(`${text}\n`),
      err: (text) => process.stderr.write(`${text}\n`),
    });
  } finally {
    await db.kysely.destroy();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
