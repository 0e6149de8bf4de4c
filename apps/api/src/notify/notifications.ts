// The notification side of the API in one place: which channels are configured, the outbox rows
// a stored query gets (written inside the query's own transaction), and the worker that
// delivers them.
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database, NotificationChannel } from '../db/schema.ts';
import type { ApiEnv } from '../env.ts';
import { createEmailNotifier } from './email-notifier.ts';
import type { Notifier } from './notifier.ts';
import { createAutoReplyNotifier } from './auto-reply-notifier.ts';
import { enqueueAutoReply, enqueueNotifications } from './outbox-repository.ts';
import { startOutboxWorker } from './outbox-worker.ts';
import { createWebhookNotifier } from './webhook-notifier.ts';

/**
 * Called by queries/ inside the transaction that stores (non-spam, first) queries: one, or a whole
 * batch at once (one statement).
 */
export type EnqueueNotifications = (
  trx: Transaction<Database>,
  queryIds: string | readonly string[],
  at: string,
) => Promise<void>;

/** Called by queries/ inside the same transaction, for a new query that is not spam. */
export type EnqueueAutoReply = (
  trx: Transaction<Database>,
  query: { id: string; email: string },
  at: string,
) => Promise<void>;

export interface Notifications {
  enqueue: EnqueueNotifications;
  /** The sender's confirmation, when AUTO_REPLY=on. */
  autoReply: EnqueueAutoReply | undefined;
  /** A query was committed: deliver now rather than at the next poll. */
  wake: () => void;
  /** Waits for the delivery in progress, then closes the channels. */
  stop: () => Promise<void>;
}

export interface NotificationOptions {
  env: ApiEnv;
  db: Db;
  log: FastifyBaseLogger;
  /** How often the worker looks for due notifications; false to run no worker. */
  pollMs: number | false;
}

/** The channels the configuration turns on: e-mail with all three SMTP settings, a webhook. */
export function configuredChannels(env: ApiEnv): NotificationChannel[] {
  const channels: NotificationChannel[] = [];
  if (env.SMTP_URL && env.NOTIFY_EMAIL_TO && env.NOTIFY_EMAIL_FROM) channels.push('email');
  if (env.NOTIFY_WEBHOOK_URL) channels.push('webhook');
  return channels;
}

export function startNotifications(options: NotificationOptions): Notifications {
  const { env } = options;
  const notifiers: Partial<Record<NotificationChannel, Notifier>> = {};
  const closers: (() => void)[] = [];
  if (env.SMTP_URL && env.NOTIFY_EMAIL_TO && env.NOTIFY_EMAIL_FROM) {
    const email = createEmailNotifier({
      smtpUrl: env.SMTP_URL,
      to: env.NOTIFY_EMAIL_TO,
      from: env.NOTIFY_EMAIL_FROM,
      connections: env.NOTIFY_CONCURRENCY,
    });
    notifiers.email = email.send;
    closers.push(email.close);
  }
  if (env.NOTIFY_WEBHOOK_URL)
    notifiers.webhook = createWebhookNotifier(env.NOTIFY_WEBHOOK_URL, env.NOTIFY_WEBHOOK_FORMAT);
  const channels = configuredChannels(env);
  if (env.AUTO_REPLY_TEMPLATE && env.SMTP_URL && env.NOTIFY_EMAIL_FROM) {
    const autoReply = createAutoReplyNotifier({
      smtpUrl: env.SMTP_URL,
      from: env.NOTIFY_EMAIL_FROM,
      replyTo: env.NOTIFY_EMAIL_TO,
      template: env.AUTO_REPLY_TEMPLATE,
      translations: env.AUTO_REPLY_TRANSLATIONS,
      connections: env.NOTIFY_CONCURRENCY,
    });
    notifiers['auto-reply'] = autoReply.send;
    closers.push(autoReply.close);
  }

  const worker =
    options.pollMs === false
      ? undefined
      : startOutboxWorker({
          db: options.db,
          notifiers,
          policy: {
            maxAttempts: env.NOTIFY_MAX_ATTEMPTS,
            baseMs: env.NOTIFY_RETRY_BASE,
            maxDelayMs: 6 * 3_600_000,
          },
          pollIntervalMs: options.pollMs,
          concurrency: env.NOTIFY_CONCURRENCY,
          claimMs: env.NOTIFY_CLAIM_TIMEOUT,
          log: options.log,
        });

  return {
    enqueue: (trx, queryId, at) => enqueueNotifications(trx, queryId, channels, at),
    autoReply:
      notifiers['auto-reply'] === undefined
        ? undefined
        : async (trx, query, at) => {
            await enqueueAutoReply(trx, options.db, query, at);
          },
    wake: () => worker?.wake(),
    stop: async () => {
      await worker?.stop();
      for (const close of closers) close();
    },
  };
}
