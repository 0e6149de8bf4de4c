// `npm run inbox -- …`: the owner's inbox on the database named by DATABASE_URL.
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { loadApiEnv } from '../env.ts';
import { inboxAddress } from '../inbox/inbox-address.ts';
import { configuredChannels } from '../notify/notifications.ts';
import { runInbox } from './run-inbox.ts';

try {
  const env = loadApiEnv();
  const db = openDatabase(env.DATABASE_URL);
  try {
    // An owner may look before the API has ever started; an empty inbox beats a missing table.
    await migrateToLatest(db.kysely);
    process.exitCode = await runInbox(
      process.argv.slice(2),
      db,
      {
        out: (text) => process.stdout.write(`${text}\n`),
        err: (text) => process.stderr.write(`${text}\n`),
      },
      {
        inboxUrl: inboxAddress(env).url,
        retention: {
          queryDays: env.RETENTION_DAYS,
          spamDays: env.SPAM_RETENTION_DAYS,
          visitDays: env.VISITS_RETENTION_DAYS,
          timeZone: env.TIME_ZONE,
        },
        channels: configuredChannels(env),
        timeZone: env.TIME_ZONE,
      },
    );
  } finally {
    await db.kysely.destroy();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
