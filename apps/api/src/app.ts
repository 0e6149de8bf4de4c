// Builds the contact API (no listen): config in, a ready Fastify instance out. Tests drive it
// with inject(); server.ts listens and shuts it down.
import { randomUUID } from 'node:crypto';
import formBody from '@fastify/formbody';
import Fastify from 'fastify';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { openDatabase } from './db/database.ts';
import { logFormatFor, prettyLogStream } from './log-format.ts';
import type { LogFormat } from './log-format.ts';
import type { Db } from './db/database.ts';
import { migrateWhenReachable } from './db/wait-for-database.ts';
import { siteLocalesDirectory, type ApiEnv } from './env.ts';
import { contentDirectoryOf, startNewsletter, type Newsletter } from './newsletter/newsletter.ts';
import { startMentionWorker, type MentionWorker } from './webmention/mention-worker.ts';
import { registerWebmentionRoutes } from './webmention/webmention-routes.ts';
import { registerPublicRepliesRoutes } from './replies/replies-routes.ts';
import { registerReplyRoute } from './replies/reply-route.ts';
import type { HeldReplyNotice } from './replies/replies.ts';
import { queueReplyMails } from './replies/reply-mails.ts';
import {
  ownerChannels,
  startReplyMailWorker,
  type ReplyMailWorker,
} from './replies/reply-mail-worker.ts';
import { smtpTransport } from './notify/email-notifier.ts';
import { registerHealthRoute } from './health/health-route.ts';
import { inboxAddress } from './inbox/inbox-address.ts';
import { registerInbox } from './inbox/register-inbox.ts';
import { startNotifications } from './notify/notifications.ts';
import { errorBody, registerErrorReplies } from './plugins/error-replies.ts';
import { helmetHeaders } from './plugins/helmet-headers.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerSecurity } from './plugins/security.ts';
import { bodyLimitBytes, registerQueryRoute } from './queries/query-route.ts';
import { scheduleRetention } from './queries/retention.ts';
import { spamRulesOf } from './queries/spam-rules.ts';
import { registerChallengeRoute } from './proof-of-work/challenge-route.ts';
import { spendInRedis } from './proof-of-work/replay-store.ts';
import { challengeSigningKey } from './proof-of-work/signing-key.ts';
import { createRedisLink } from './redis/redis-link.ts';
import { uniqueVisitorsInMemory, uniqueVisitorsInRedis } from './visits/unique-visitors.ts';
import { createVisitCounter } from './visits/visit-counter.ts';
import { registerVisitRoute } from './visits/visit-route.ts';
import { guardConnections, guardedServerOptions } from '@portfolio/http-guards/guarded-server';
import type { GuardOptions } from '@portfolio/http-guards/guarded-server';

export interface AppOptions {
  env: ApiEnv;
  /** Pino options, or false for silence (tests). */
  logger?: FastifyServerOptions['logger'];
  /** How often the outbox worker looks for due notifications; false to run no worker. */
  outboxPollMs?: number | false;
  /** Ends start-up's wait for the database (a shutdown signal during start-up). */
  signal?: AbortSignal;
  /** How often old queries and spam are purged (RETENTION_DAYS); false for never (tests). */
  retentionEveryMs?: number | false;
  /** How often gathered visit counts are written (visits/visit-counter.ts); false: on close only. */
  visitsFlushMs?: number | false;
  /** The clock visits are counted by (tests move it to the next day). */
  now?: () => Date;
  /** How often the newsletter's worker looks for due mails; false: only when woken (tests). */
  newsletterMailPollMs?: number | false;
  /** Whether the site's feed is read every NEWSLETTER_POLL_INTERVAL; false in tests. */
  newsletterPollsFeed?: boolean;
  /** Where content/ is (the newsletter's words); the repository's by default. */
  contentDirectory?: string;
  /** How often received Webmentions are checked; false: only when drained (tests). */
  mentionPollMs?: number | false;
  /** How often the mails about replies are looked for; false: only when drained (tests). */
  replyMailPollMs?: number | false;
}

/** What may be logged of an error: never the extra fields a driver attaches (values, rows). */
function errorForLog(error: unknown): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  if (!(error instanceof Error)) {
    const message: unknown =
      typeof error === 'object' && error !== null
        ? (error as { message?: unknown }).message
        : error;
    return { type: typeof error, message: String(message), stack: '' };
  }
  const { code } = error as { code?: unknown };
  return {
    type: error.name,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    stack: error.stack ?? '',
  };
}

export function loggerOptions(level: ApiEnv['LOG_LEVEL'], format: LogFormat = 'json') {
  return {
    level,
    // One short line per request or event for a person at a terminal (log-format.ts).
    ...(format === 'pretty' ? { stream: prettyLogStream() } : {}),
    // Request ids, methods and paths only: never a visitor's address, message or IP, and no
    // query string (a form posted with GET would carry the visitor's words there).
    serializers: {
      req: (request: { id: string; method: string; url: string }) => ({
        id: request.id,
        method: request.method,
        url: request.url.split('?')[0],
      }),
      err: errorForLog,
    },
  };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const securityHeaders = helmetHeaders();
  const guard: GuardOptions = {
    limits: env,
    headers: securityHeaders,
    errorBody: (status, message) => ({
      type: 'application/json; charset=utf-8',
      text: JSON.stringify(errorBody(status, message)),
    }),
  };
  const app = Fastify({
    logger:
      options.logger ??
      loggerOptions(env.LOG_LEVEL, logFormatFor(env.LOG_FORMAT, process.stdout.isTTY)),
    genReqId: () => randomUUID(),
    bodyLimit: bodyLimitBytes,
    // Strip prototype-polluting keys instead of refusing the whole message.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    return503OnClosing: true,
    // A URL Fastify cannot even route (bad percent-encoding, say) gets our JSON error too; no
    // hook runs for it, so the security headers are set here.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      void reply
        .code(400)
        .headers(guard.headers)
        .send(
          errorBody(
            400,
            error.code === 'FST_ERR_BAD_URL' ? 'The URL is not valid.' : 'Bad request.',
          ),
        );
    },
    // Timeouts for clients that trickle their request, trusted proxies, and answers for
    // requests Node's parser refuses (packages/http-guards).
    ...guardedServerOptions(guard),
  });
  guardConnections(app.server, guard);
  // Bodies are JSON (the site's script) or a urlencoded form (the browser posting the form itself,
  // queries/form-post.ts); Fastify's default text parser would let text/plain through.
  app.removeContentTypeParser('text/plain');
  await app.register(formBody);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const db: Db = openDatabase(env.DATABASE_URL, {
    timeoutMs: env.DATABASE_TIMEOUT,
    onConnectionError: (error) =>
      app.log.warn({ reason: error.message }, 'database connection lost; it will be replaced'),
  });
  try {
    await migrateWhenReachable(db, {
      log: app.log,
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    await db.kysely.destroy();
    throw error;
  }

  let signingKey: string;
  try {
    signingKey = await challengeSigningKey(db, env.ALTCHA_HMAC_KEY);
  } catch (error) {
    await db.kysely.destroy();
    throw error;
  }

  const redis = env.REDIS_URL
    ? createRedisLink({
        url: env.REDIS_URL,
        commandTimeoutMs: env.REDIS_TIMEOUT,
        log: app.log.child({ component: 'redis' }),
      })
    : undefined;
  // Share counters from the first request when Redis is there; never wait long for it.
  await redis?.whenReady(2000);

  const notifications = startNotifications({
    env,
    db,
    log: app.log.child({ component: 'outbox' }),
    pollMs: options.outboxPollMs ?? 5000,
  });

  const retention =
    options.retentionEveryMs === false
      ? undefined
      : scheduleRetention({
          db,
          policy: {
            queryDays: env.RETENTION_DAYS,
            spamDays: env.SPAM_RETENTION_DAYS,
            visitDays: env.VISITS_RETENTION_DAYS,
            timeZone: env.TIME_ZONE,
          },
          log: app.log.child({ component: 'retention' }),
          everyMs: options.retentionEveryMs ?? 3_600_000,
        });

  const visitCounter =
    env.VISITS === 'on'
      ? createVisitCounter({
          db,
          maxValuesPerDay: env.VISITS_MAX_VALUES_PER_DAY,
          flushEveryMs: options.visitsFlushMs ?? 5000,
          onError: (error) =>
            app.log.warn(
              { reason: error instanceof Error ? error.message : String(error) },
              'visit counts not written; they are kept for the next try',
            ),
        })
      : undefined;

  const formSite = {
    origins: env.CORS_ORIGINS,
    fallbackOrigin: env.SITE_ORIGIN,
    basePath: env.SITE_BASE_PATH,
    languages: env.SITE_LANGUAGES,
  };
  let newsletter: Newsletter | undefined;
  try {
    newsletter =
      env.NEWSLETTER === 'on'
        ? startNewsletter({
            env,
            db,
            key: signingKey,
            site: formSite,
            contentDirectory: options.contentDirectory ?? contentDirectoryOf(siteLocalesDirectory),
            log: app.log.child({ component: 'newsletter' }),
            ...(options.newsletterMailPollMs === undefined
              ? {}
              : { mailPollMs: options.newsletterMailPollMs }),
            ...(options.newsletterPollsFeed === undefined
              ? {}
              : { pollFeed: options.newsletterPollsFeed }),
          })
        : undefined;
  } catch (error) {
    await notifications.stop();
    await db.kysely.destroy();
    throw error;
  }
  app.decorate('newsletter', newsletter);
  const replyMailTransport =
    env.SMTP_URL !== undefined && env.NOTIFY_EMAIL_FROM !== undefined
      ? smtpTransport(env.SMTP_URL, env.NOTIFY_CONCURRENCY)
      : undefined;
  const replyMailSettings = {
    transport: replyMailTransport,
    from: env.NOTIFY_EMAIL_FROM,
    ownerEmail: env.NOTIFY_EMAIL_TO,
    webhook:
      env.NOTIFY_WEBHOOK_URL === undefined
        ? undefined
        : { url: env.NOTIFY_WEBHOOK_URL, format: env.NOTIFY_WEBHOOK_FORMAT },
  };
  const replyMails = startReplyMailWorker({
    db,
    site: formSite,
    key: signingKey,
    mail: { apiUrl: env.API_PUBLIC_URL },
    ...replyMailSettings,
    policy: {
      maxAttempts: env.NOTIFY_MAX_ATTEMPTS,
      baseMs: env.NOTIFY_RETRY_BASE,
      maxDelayMs: 6 * 3_600_000,
    },
    pollMs: options.replyMailPollMs ?? 5000,
    claimMs: env.NOTIFY_CLAIM_TIMEOUT,
    log: app.log.child({ component: 'replies' }),
  });
  app.decorate('replyMails', replyMails);
  const heldChannels = ownerChannels(replyMailSettings);
  const onHeld: HeldReplyNotice = (trx, id, at) => queueReplyMails(trx, id, heldChannels, at);
  const mentions = startMentionWorker({
    db,
    site: formSite,
    fetch: { allowPrivate: env.WEBMENTION_PRIVATE_SOURCES === 'allow' },
    log: app.log.child({ component: 'webmention' }),
    pollMs: options.mentionPollMs ?? 10_000,
    onHeld,
    onKept: replyMails.wake,
    approveReactions: env.REPLIES_APPROVE_REACTIONS === 'on',
  });
  app.decorate('mentions', mentions);

  app.addHook('onClose', async () => {
    // Order matters: the worker may be mid-delivery and still needs the database.
    app.log.debug('closing: outbox worker');
    await notifications.stop();
    await newsletter?.stop();
    await mentions.stop();
    await replyMails.stop();
    replyMailTransport?.close();
    await visitCounter?.stop();
    await retention?.stop();
    app.log.debug('closing: redis');
    redis?.close();
    app.log.debug('closing: database');
    await db.kysely.destroy();
    app.log.debug('closed');
  });

  registerErrorReplies(app, formSite);
  await registerSecurity(app, env.CORS_ORIGINS, securityHeaders);
  await registerRateLimit(app, redis);
  registerHealthRoute(app, {
    db,
    redis,
    timeoutMs: Math.min(env.DATABASE_TIMEOUT, 2000),
  });
  registerQueryRoute(app, {
    db,
    enqueue: notifications.enqueue,
    autoReply: notifications.autoReply,
    rateLimit: { max: env.RATE_LIMIT_MAX, timeWindowMs: env.RATE_LIMIT_WINDOW },
    databaseTimeoutMs: env.DATABASE_TIMEOUT,
    onStored: notifications.wake,
    site: formSite,
    spamRules: spamRulesOf(env),
    proofOfWork: { key: signingKey, spend: spendInRedis(redis) },
  });
  registerChallengeRoute(app, signingKey);
  newsletter?.register(app, spendInRedis(redis));
  registerPublicRepliesRoutes(app, { db, site: formSite });
  registerReplyRoute(app, {
    db,
    key: signingKey,
    site: formSite,
    spamRules: spamRulesOf(env),
    proofOfWork: { key: signingKey, spend: spendInRedis(redis) },
    rateLimit: { max: env.RATE_LIMIT_MAX, timeWindowMs: env.RATE_LIMIT_WINDOW },
    databaseTimeoutMs: env.DATABASE_TIMEOUT,
    onHeld,
    onKept: replyMails.wake,
  });
  registerWebmentionRoutes(app, {
    db,
    site: formSite,
    rateLimit: { max: env.RATE_LIMIT_MAX, timeWindowMs: env.RATE_LIMIT_WINDOW },
    onQueued: mentions.wake,
  });
  if (visitCounter !== undefined)
    await registerVisitRoute(app, {
      counter: visitCounter,
      visitors: redis
        ? uniqueVisitorsInRedis(redis, env.TIME_ZONE)
        : uniqueVisitorsInMemory(env.TIME_ZONE),
      origins: env.CORS_ORIGINS,
      timeZone: env.TIME_ZONE,
      rateLimit: { max: env.VISITS_RATE_LIMIT_MAX, timeWindowMs: env.VISITS_RATE_LIMIT_WINDOW },
      ...(options.now ? { now: options.now } : {}),
    });
  await registerInbox(app, {
    db,
    address: inboxAddress(env),
    signInLimit: { max: env.INBOX_SIGN_IN_MAX, timeWindowMs: env.INBOX_SIGN_IN_WINDOW },
    enqueue: notifications.enqueue,
    wake: notifications.wake,
    timeZone: env.TIME_ZONE,
    countingVisits: env.VISITS === 'on',
    newsletterOn: env.NEWSLETTER === 'on',
    onAnswered: replyMails.wake,
  });
  await app.ready();
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Followers by e-mail, when NEWSLETTER=on (newsletter/newsletter.ts). */
    newsletter: Newsletter | undefined;
    /** The Webmentions received, checked in the background (webmention/mention-worker.ts). */
    mentions: MentionWorker;
    /** The mails about replies (replies/reply-mail-worker.ts). */
    replyMails: ReplyMailWorker;
  }
}
