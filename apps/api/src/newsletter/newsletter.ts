// Followers by e-mail in the API process (NEWSLETTER=on): the routes, the worker that sends the
// mails, and the poller that reads the site's feed every NEWSLETTER_POLL_INTERVAL (and forgets the
// addresses never confirmed). Without SMTP_URL and NOTIFY_EMAIL_FROM the routes answer that the
// newsletter needs e-mail, and nothing is kept or sent.
// docs/decisions/0040-followers-by-e-mail.md
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import type { ApiEnv } from '../env.ts';
import { smtpTransport } from '../notify/email-notifier.ts';
import { safeErrorFields } from '../notify/outbox-worker.ts';
import type { ResultSite } from '../queries/form-post.ts';
import type { SpendChallenge } from '../proof-of-work/replay-store.ts';
import { pollFeeds } from './feed-poller.ts';
import { registerNewsletterRoutes } from './newsletter-routes.ts';
import { readNewsletterWords } from './newsletter-words.ts';
import { startNewsletterWorker, type NewsletterWorker } from './newsletter-worker.ts';
import { forgetUnconfirmed } from './subscribers.ts';

export interface NewsletterOptions {
  env: ApiEnv;
  db: Db;
  /** The links' signing key (the proof of work's). */
  key: string;
  site: ResultSite;
  contentDirectory: string;
  log: FastifyBaseLogger;
  /** How often the worker looks for due mails; false runs none (tests drive `drain`). */
  mailPollMs?: number | false;
  /** Whether the feed is read every NEWSLETTER_POLL_INTERVAL (false in tests). */
  pollFeed?: boolean;
}

export interface Newsletter {
  /** Adds the routes; `spend` is the replay store the proof of work is spent in. */
  register: (app: FastifyInstance, spend: SpendChallenge) => void;
  /** Reads the feed now and queues what is new (`npm run newsletter -- send`). */
  pollNow: () => Promise<{ first: boolean; queued: string[]; mails: number }>;
  worker: NewsletterWorker | undefined;
  stop: () => Promise<void>;
}

export function startNewsletter(options: NewsletterOptions): Newsletter {
  const { env, db, log } = options;
  const words = readNewsletterWords(options.contentDirectory, env.SITE_LANGUAGES);
  if (words === undefined)
    log.warn(
      'content/newsletter.md is missing: the newsletter answers that it is not available (write the file, or set NEWSLETTER=off)',
    );
  const canSend =
    env.SMTP_URL !== undefined && env.NOTIFY_EMAIL_FROM !== undefined && words !== undefined;
  const transport =
    canSend && env.SMTP_URL !== undefined
      ? smtpTransport(env.SMTP_URL, env.NOTIFY_CONCURRENCY)
      : undefined;
  const worker =
    transport === undefined || env.NOTIFY_EMAIL_FROM === undefined
      ? undefined
      : startNewsletterWorker({
          db,
          transport,
          from: env.NOTIFY_EMAIL_FROM,
          key: options.key,
          mail: { apiUrl: env.API_PUBLIC_URL },
          words: words ?? new Map(),
          perMinute: env.NEWSLETTER_RATE,
          concurrency: env.NOTIFY_CONCURRENCY,
          pollMs: options.mailPollMs ?? 30_000,
          retryBaseMs: env.NOTIFY_RETRY_BASE,
          claimMs: env.NOTIFY_CLAIM_TIMEOUT,
          log,
        });
  const feedUrl = env.NEWSLETTER_FEED_URL;
  const pollNow = async () => {
    if (feedUrl === undefined)
      throw new Error('The newsletter has no feed to read: set SITE_URL or NEWSLETTER_FEED_URL.');
    const result = await pollFeeds(db, {
      url: feedUrl,
      languages: env.SITE_LANGUAGES,
      content: env.NEWSLETTER_CONTENT,
    });
    await forgetUnconfirmed(db);
    worker?.wake();
    return result;
  };
  let timer: NodeJS.Timeout | undefined;
  if (options.pollFeed !== false && canSend && feedUrl !== undefined) {
    const tick = () => {
      pollNow()
        .then((result) => {
          if (result.queued.length > 0)
            log.info({ posts: result.queued.length, mails: result.mails }, 'new posts queued');
        })
        .catch((error: unknown) =>
          log.warn(safeErrorFields(error), 'the newsletter could not read the feed'),
        )
        .finally(() => {
          timer = setTimeout(tick, env.NEWSLETTER_POLL_INTERVAL);
          timer.unref();
        });
    };
    timer = setTimeout(tick, 1000);
    timer.unref();
  }
  return {
    register: (app, spend) =>
      registerNewsletterRoutes(app, {
        proofOfWork: { key: options.key, spend },
        db,
        key: options.key,
        limits: { confirmationsPerHour: env.NEWSLETTER_CONFIRMATIONS_PER_HOUR },
        site: options.site,
        canSend,
        rateLimit: { max: env.RATE_LIMIT_MAX, timeWindowMs: env.RATE_LIMIT_WINDOW },
        onQueued: () => worker?.wake(),
      }),
    pollNow,
    worker,
    stop: async () => {
      if (timer !== undefined) clearTimeout(timer);
      await worker?.stop();
      transport?.close();
    },
  };
}

/** The content folder next to the API (the repository's content/). */
export const contentDirectoryOf = (localesDirectory: string): string =>
  path.dirname(localesDirectory);
