// `npm run newsletter -- …`: the followers by e-mail on the database named by DATABASE_URL.
import pino from 'pino';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { loadApiEnv, siteLocalesDirectory } from '../env.ts';
import { contentDirectoryOf, startNewsletter } from '../newsletter/newsletter.ts';
import { challengeSigningKey } from '../proof-of-work/signing-key.ts';
import { runNewsletter } from './run-newsletter.ts';

try {
  const env = loadApiEnv();
  const db = openDatabase(env.DATABASE_URL);
  try {
    await migrateToLatest(db.kysely);
    process.exitCode = await runNewsletter(
      process.argv.slice(2),
      db,
      {
        out: (text) => process.stdout.write(`${text}\n`),
        err: (text) => process.stderr.write(`${text}\n`),
      },
      async () => {
        if (env.SMTP_URL === undefined || env.NOTIFY_EMAIL_FROM === undefined)
          throw new Error(
            'The newsletter needs e-mail to be set up: SMTP_URL and NOTIFY_EMAIL_FROM.',
          );
        const newsletter = startNewsletter({
          env,
          db,
          key: await challengeSigningKey(db, env.ALTCHA_HMAC_KEY),
          site: {
            origins: env.CORS_ORIGINS,
            fallbackOrigin: env.SITE_ORIGIN,
            basePath: env.SITE_BASE_PATH,
          },
          contentDirectory: contentDirectoryOf(siteLocalesDirectory),
          log: pino({ level: 'warn' }),
          mailPollMs: false,
          pollFeed: false,
        });
        try {
          const polled = await newsletter.pollNow();
          const sent = (await newsletter.worker?.drain()) ?? 0;
          return { ...polled, sent };
        } finally {
          await newsletter.stop();
        }
      },
    );
  } finally {
    await db.kysely.destroy();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
