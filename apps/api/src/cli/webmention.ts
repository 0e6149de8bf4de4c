// `npm run webmention -- …`: Webmentions on the database named by DATABASE_URL, from the site's
// feeds (NEWSLETTER_FEED_URL, by default SITE_URL's feed.json).
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { loadApiEnv } from '../env.ts';
import { sendFromFeeds } from '../webmention/send-from-feed.ts';
import { runWebmention } from './run-webmention.ts';

try {
  const env = loadApiEnv();
  const db = openDatabase(env.DATABASE_URL);
  try {
    await migrateToLatest(db.kysely);
    process.exitCode = await runWebmention(
      process.argv.slice(2),
      db,
      {
        out: (text) => process.stdout.write(`${text}\n`),
        err: (text) => process.stderr.write(`${text}\n`),
      },
      async (database, { only }) => {
        const feedUrl = env.NEWSLETTER_FEED_URL;
        if (feedUrl === undefined)
          throw new Error(
            "Sending needs the site's feed: set SITE_URL (or NEWSLETTER_FEED_URL) to where the site is.",
          );
        return sendFromFeeds(database, {
          feedUrl,
          languages: env.SITE_LANGUAGES,
          ...(only === undefined ? {} : { only }),
          fetch: { allowPrivate: env.WEBMENTION_PRIVATE_SOURCES === 'allow' },
        });
      },
    );
  } finally {
    await db.kysely.destroy();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
