// Builds the contact API (no listen): config in, a ready Fastify instance out. Tests drive it
// with inject(); server.ts listens and shuts it down.
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import { openDatabase } from './db/database.ts';
import type { Db } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { NotificationChannel } from './db/schema.ts';
import type { ApiEnv } from './env.ts';
import { registerHealthRoute } from './health/health-route.ts';
import { createEmailNotifier } from './notify/email-notifier.ts';
import type { Notifier } from './notify/email-notifier.ts';
import { startOutboxWorker } from './notify/outbox-worker.ts';
import { createWebhookNotifier } from './notify/webhook-notifier.ts';
import { registerErrorReplies } from './plugins/error-replies.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerSecurity } from './plugins/security.ts';
import { bodyLimitBytes, registerQueryRoute } from './queries/query-route.ts';

export interface AppOptions {
  env: ApiEnv;
  /** Pino options, or false for silence (tests). */
  logger?: FastifyServerOptions['logger'];
  /** How often the outbox worker looks for due notifications; false to run no worker. */
  outboxPollMs?: number | false;
}

export function loggerOptions(level: ApiEnv['LOG_LEVEL']) {
  return {
    level,
    // Request ids, methods and paths only: never a visitor's address, message or IP.
    serializers: {
      req: (request: { id: string; method: string; url: string }) => ({
        id: request.id,
        method: request.method,
        url: request.url,
      }),
    },
  };
}

/** A hop count trusts that many proxies nearest to us; a list trusts those addresses. */
function trustProxyOption(setting: ApiEnv['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (setting === undefined) return false;
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(env.LOG_LEVEL),
    genReqId: () => randomUUID(),
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    bodyLimit: bodyLimitBytes,
    // Strip prototype-polluting keys instead of refusing the whole message.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    return503OnClosing: true,
  });
  // The only body we accept is JSON; Fastify's default text parser would let text/plain through.
  app.removeContentTypeParser('text/plain');
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const db: Db = openDatabase(env.DATABASE_URL);
  try {
    await migrateToLatest(db.kysely);
  } catch (error) {
    await db.kysely.destroy();
    throw error;
  }

  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2000 })
    : undefined;
  redis?.on('error', (error) => app.log.warn({ err: error.message }, 'redis unavailable'));

  const notifiers: Partial<Record<NotificationChannel, Notifier>> = {};
  const closers: (() => void)[] = [];
  if (env.SMTP_URL && env.NOTIFY_EMAIL_TO && env.NOTIFY_EMAIL_FROM) {
    const email = createEmailNotifier({
      smtpUrl: env.SMTP_URL,
      to: env.NOTIFY_EMAIL_TO,
      from: env.NOTIFY_EMAIL_FROM,
    });
    notifiers.email = email.send;
    closers.push(email.close);
  }
  if (env.NOTIFY_WEBHOOK_URL)
    notifiers.webhook = createWebhookNotifier(env.NOTIFY_WEBHOOK_URL, env.NOTIFY_WEBHOOK_FORMAT);
  const channels = Object.keys(notifiers) as NotificationChannel[];

  const pollMs = options.outboxPollMs ?? 5000;
  const worker =
    pollMs === false
      ? undefined
      : startOutboxWorker({
          db,
          notifiers,
          policy: {
            maxAttempts: env.NOTIFY_MAX_ATTEMPTS,
            baseMs: env.NOTIFY_RETRY_BASE,
            maxDelayMs: 6 * 3_600_000,
          },
          pollIntervalMs: pollMs,
          log: app.log.child({ component: 'outbox' }),
        });

  app.addHook('onClose', async () => {
    // Order matters: the worker may be mid-delivery and still needs the database.
    app.log.debug('closing: outbox worker');
    await worker?.stop();
    for (const close of closers) close();
    app.log.debug('closing: redis');
    await redis?.quit().catch(() => undefined);
    app.log.debug('closing: database');
    await db.kysely.destroy();
    app.log.debug('closed');
  });

  registerErrorReplies(app);
  await registerSecurity(app, env.CORS_ORIGINS);
  await registerRateLimit(app, redis);
  registerHealthRoute(app, db);
  registerQueryRoute(app, {
    db,
    channels,
    rateLimit: { max: env.RATE_LIMIT_MAX, timeWindowMs: env.RATE_LIMIT_WINDOW },
    onStored: () => worker?.wake(),
  });
  await app.ready();
  return app;
}
