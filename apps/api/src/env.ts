// The API's configuration, read and checked in one place. A bad value stops start-up with a
// message naming the variable; nothing else in the API reads process.env.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import { loadDotEnv } from '@portfolio/contract/dot-env';
import { basePathSchema, pathOf } from '@portfolio/contract/base-path';
import { duration } from '@portfolio/contract/duration';
import { serverLimitFields } from '@portfolio/http-guards/server-limits';
import { documented } from '@portfolio/contract/setting-docs';
import { isTimeZone } from './owner-time.ts';
import { parseAutoReply } from '@portfolio/contract/auto-reply-template';
import type { AutoReplyTemplate } from '@portfolio/contract/auto-reply-template';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
export const defaultSqlitePath = path.join(repoRoot, 'data', 'portfolio.sqlite');
export const defaultAutoReplyFile = path.join(repoRoot, 'content', 'auto-reply.md');
/** The site's further languages, a folder each (content/locales/<tag>/). */
export const siteLocalesDirectory = path.join(repoRoot, 'content', 'locales');

/** The owner's auto-reply, read and checked at start so a mistake stops it with the file named. */
function readAutoReply(file: string): AutoReplyTemplate | string {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch (error) {
    return `${file} could not be read (${error instanceof Error ? error.message : String(error)}); write the confirmation there, or point AUTO_REPLY_FILE at it`;
  }
  const check = parseAutoReply(source);
  return check.ok ? check.template : `${file}: ${check.problems.join('; ')}`;
}

/** The site's further languages: each folder of content/locales/ that names one, by canonical tag. */
export function siteLanguagesIn(locales: string): Map<string, string> {
  const languages = new Map<string, string>();
  if (!existsSync(locales)) return languages;
  for (const folder of readdirSync(locales, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    try {
      const [tag] = Intl.getCanonicalLocales(folder.name);
      if (tag !== undefined) languages.set(tag, folder.name);
    } catch {
      // Not a language: the site's content check names it; the API has no page for it.
    }
  }
  return languages;
}

const commaList = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

const origins = z
  .string()
  .transform(commaList)
  .pipe(
    z
      .array(
        z
          .url({
            protocol: /^https?$/,
            message: 'must list http(s) origins such as http://localhost:3000',
          })
          .transform((value) => new URL(value).origin),
      )
      .min(1, 'must list at least one origin'),
  );

const databaseUrl = z
  .string()
  .trim()
  .min(1)
  .refine(
    (value) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(value) || /^postgres(ql)?:\/\//i.test(value),
    'must be a SQLite file path or a postgres:// URL',
  );

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** Passkeys are bound to a domain name: an IP address or a query in the address cannot work. */
const publicUrl = z
  .url({
    protocol: /^https?$/,
    message: 'must be the http(s) address the API is reached at, such as https://api.me.dev',
  })
  .superRefine((value, ctx) => {
    if (!URL.canParse(value)) return;
    const url = new URL(value);
    if (isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0)
      ctx.addIssue({
        code: 'custom',
        message: `must name the API by a domain such as localhost or api.me.dev, not an IP address (${url.hostname}): passkeys are bound to a domain`,
      });
    if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '')
      ctx.addIssue({
        code: 'custom',
        message: 'must be a plain address with no query, fragment or credentials',
      });
  })
  .transform((value) => {
    const url = new URL(value);
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}/`;
  });

/** `someone@spam.example`, `spam.example` or `@spam.example`, comma-separated, in any case. */
const blockedSenders = z
  .string()
  .transform(commaList)
  .pipe(
    z.array(
      z
        .string()
        .toLowerCase()
        .regex(
          /^(?:[^\s@,]+@)?@?[a-z0-9.-]+\.[a-z]{2,}$/,
          'must list e-mail addresses or domains, such as spam@example.com or example.com',
        ),
    ),
  );

/** Words, or /patterns/flags, comma-separated; a pattern that does not compile is named. */
const blockedWords = z.string().transform((value, ctx): (string | RegExp)[] => {
  const entries: (string | RegExp)[] = [];
  for (const item of commaList(value)) {
    const pattern = /^\/(.+)\/([a-z]*)$/.exec(item);
    if (pattern === null) {
      entries.push(item);
      continue;
    }
    try {
      entries.push(new RegExp(pattern[1] ?? '', (pattern[2] ?? '').replace(/[gy]/g, '')));
    } catch {
      ctx.addIssue({ code: 'custom', message: `${item} is not a valid pattern` });
    }
  }
  return entries;
});

const days = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,5}$/, 'must be a whole number of days, 1 or more')
  .transform(Number);

const apiFields = {
  API_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  API_HOST: z.string().trim().min(1).optional(),
  // What container platforms (Render, Railway, Fly.io, Heroku) set; API_PORT/API_HOST win.
  PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  HOST: z.string().trim().min(1).optional(),
  DATABASE_URL: databaseUrl.default(defaultSqlitePath),
  CORS_ORIGINS: origins.optional(),
  // Read only to derive CORS_ORIGINS when it is unset: the site's own origin.
  SITE_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
  ),
  // The path the site is served under, as the build reads it: where a form posted without
  // JavaScript is sent back to (the site's result pages).
  BASE_PATH: optionalString.pipe(basePathSchema.optional()),
  SITE_PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_WINDOW: duration.default(600_000),
  REDIS_URL: optionalString.pipe(
    z.url({ protocol: /^rediss?$/, message: 'must be a redis:// URL' }).optional(),
  ),
  SMTP_URL: optionalString.pipe(
    z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  NOTIFY_EMAIL_TO: optionalString.pipe(z.email('must be an e-mail address').optional()),
  NOTIFY_EMAIL_FROM: optionalString.pipe(z.email('must be an e-mail address').optional()),
  NOTIFY_WEBHOOK_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
  ),
  NOTIFY_WEBHOOK_FORMAT: z.enum(['json', 'slack', 'discord']).default('json'),
  NOTIFY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
  NOTIFY_RETRY_BASE: duration.default(30_000),
  NOTIFY_CLAIM_TIMEOUT: duration.default(120_000),
  // Notifications sent at once; the default was measured (docs/outbox-benchmark.md).
  NOTIFY_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
  DATABASE_TIMEOUT: duration.default(5000),
  // 10× the slowest count measured on a busy 2-core machine (docs/redis-timeout.md).
  REDIS_TIMEOUT: duration.default(500),
  // Where a browser reaches the API (the inbox's passkeys are bound to it); unset, it is the
  // site's VITE_API_URL when that is in the environment, else http://localhost:API_PORT.
  API_PUBLIC_URL: optionalString.pipe(publicUrl.optional()),
  VITE_API_URL: optionalString,
  // Days a query (RETENTION_DAYS; unset keeps them) or spam (SPAM_RETENTION_DAYS) is kept.
  RETENTION_DAYS: optionalString.pipe(days.optional()),
  SPAM_RETENTION_DAYS: days.default(30),
  // The spam rules (queries/spam-rules.ts): links allowed in a message, senders and words the
  // owner blocks. Words are comma-separated; one written /like this/i is a pattern.
  SPAM_MAX_LINKS: z.coerce.number().int().min(0).max(1000).default(3),
  SPAM_BLOCKED_SENDERS: optionalString.pipe(blockedSenders.optional()),
  SPAM_BLOCKED_WORDS: optionalString.pipe(blockedWords.optional()),
  SPAM_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  // A form the site's script measured as filled in faster than this is spam; unset, no floor.
  SPAM_MIN_FILL_TIME: optionalString.pipe(duration.optional()),
  // Signs proof-of-work challenges. Unset, a key is made once and kept in the database; a
  // production deployment (NODE_ENV=production) must set its own, shared by every instance.
  ALTCHA_HMAC_KEY: optionalString.pipe(
    z
      .string()
      .min(32, 'must be at least 32 characters (make one with: openssl rand -hex 32)')
      .optional(),
  ),
  NODE_ENV: optionalString,
  // A short confirmation to each sender of a query that is not spam, written in AUTO_REPLY_FILE
  // (content/auto-reply.md), sent through the outbox from NOTIFY_EMAIL_FROM.
  AUTO_REPLY: z.enum(['on', 'off'], { message: 'must be on or off' }).default('off'),
  AUTO_REPLY_FILE: optionalString,
  // Passkey sign-in attempts an address may make per window, on each sign-in step.
  INBOX_SIGN_IN_MAX: z.coerce.number().int().min(1).default(10),
  INBOX_SIGN_IN_WINDOW: duration.default(900_000),
  // The owner's time zone (IANA, such as Europe/Lisbon): the inbox's and the CLI's times, and
  // the days visits are counted by.
  TIME_ZONE: z
    .string()
    .trim()
    .refine(isTimeZone, 'must be a time zone such as UTC, Europe/Lisbon or Asia/Kolkata')
    .default('UTC'),
  // First-party visit counts (visits/): POST /visit counts page views, the inbox shows them.
  // The site's setting, read here too: only `on` counts first-party; `off` and a hosted counter
  // leave the route out.
  VISITS: z
    .string()
    .trim()
    .regex(
      /^(on|off|(plausible|umami|goatcounter)(:.*)?)$/,
      'must be on, off, or the hosted counter the site names (plausible, umami:…, goatcounter:…)',
    )
    .default('on')
    .transform((value): 'on' | 'off' => (value === 'on' ? 'on' : 'off')),
  // Days of counts kept; older days are deleted with the rest of the retention sweep.
  VISITS_RETENTION_DAYS: days.default(400),
  // Distinct pages, referrers, campaigns, languages or devices kept per day; the rest are
  // counted together as "(other)", so a flood of invented ones cannot grow the database.
  VISITS_MAX_VALUES_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(500),
  // Page views an address may report per window: generous, since every page reports one.
  VISITS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(120),
  VISITS_RATE_LIMIT_WINDOW: duration.default(60_000),
  // Followers by e-mail (newsletter/): the form's routes, the confirmation and post mails, and
  // the poller that finds new posts in the site's own JSON Feed.
  NEWSLETTER: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  NEWSLETTER_FEED_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
  ),
  NEWSLETTER_POLL_INTERVAL: duration.default(900_000),
  NEWSLETTER_RATE: z.coerce.number().int().min(1).max(100_000).default(60),
  NEWSLETTER_CONFIRMATIONS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(100),
  NEWSLETTER_CONTENT: z
    .enum(['summary', 'full'], { message: 'must be summary or full' })
    .default('summary'),
  // Webmention (webmention/): whether its fetches may reach private addresses.
  WEBMENTION_PRIVATE_SOURCES: z
    .enum(['allow', 'deny'], { message: 'must be allow or deny' })
    .default('deny'),
  REPLIES_APPROVE_REACTIONS: z.enum(['on', 'off'], { message: 'must be on or off' }).default('off'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
};

/** The API's settings, each with what it means (docs/configuration.md is generated from them). */
export const apiSettings = {
  ...documented(apiFields, {
    API_PORT: { description: 'The port the API listens on.', defaultText: '$PORT, else 3001' },
    API_HOST: {
      description: 'The interface the API listens on.',
      defaultText: '$HOST, else 0.0.0.0',
    },
    PORT: {
      description:
        'What container platforms (Render, Railway, Fly.io, Heroku) set; `API_PORT` wins over it.',
    },
    HOST: { description: 'As `PORT`, for the interface; `API_HOST` wins over it.' },
    DATABASE_URL: {
      description:
        'A SQLite file path (created and migrated on first start; on a persistent disk: the API refuses to start where it cannot write it), or a `postgres://` URL.',
      defaultText: './data/portfolio.sqlite',
    },
    CORS_ORIGINS: {
      description:
        'Site origins allowed to post the form, comma-separated; others get no CORS headers, their forms store nothing and their page views are not counted (the API logs each refused origin once).',
      defaultText:
        "$SITE_URL's origin, else http://localhost:$SITE_PORT and http://127.0.0.1:$SITE_PORT",
      example: 'http://localhost:3000',
    },
    SITE_URL: {
      description:
        "The site's public address: read by the API for its origin (the default of `CORS_ORIGINS`) and where a form posted without JavaScript is sent back to.",
      example: 'https://me.dev',
    },
    BASE_PATH: {
      description:
        'The path the site is served under: where a form posted without JavaScript is sent back to.',
      defaultText: "$SITE_URL's path, else /",
    },
    SITE_PORT: { description: 'Where `npm start` serves the site (and the API accepts it from).' },
    RATE_LIMIT_MAX: { description: 'Queries one address may send per window.' },
    RATE_LIMIT_WINDOW: {
      description: 'The window, in milliseconds or as 90s, 10m, 1h.',
      defaultText: '10m',
    },
    REDIS_URL: {
      description:
        "Share rate-limit counters, spent proof-of-work challenges and the visit counter's daily salt between API instances (unset: each keeps them in memory).",
      example: 'redis://127.0.0.1:6379',
    },
    SMTP_URL: {
      description:
        'The mail server, with `NOTIFY_EMAIL_FROM`: `smtp://user:password@host:587` or `smtps://…`. With `NOTIFY_EMAIL_TO` too, each query is e-mailed to the owner; the newsletter and the auto-reply need only these two.',
      example: 'smtp://user:password@smtp.example.com:587',
    },
    NOTIFY_EMAIL_TO: {
      description:
        "The owner's address, where each query is e-mailed (with `SMTP_URL` and `NOTIFY_EMAIL_FROM`).",
      example: 'you@example.com',
    },
    NOTIFY_EMAIL_FROM: {
      description: 'The sender, on your own domain (the visitor goes in Reply-To).',
      example: 'portfolio@example.com',
    },
    NOTIFY_WEBHOOK_URL: {
      description: 'Also, or instead, post each query to a webhook.',
      example: 'https://hooks.slack.com/services/…',
    },
    NOTIFY_WEBHOOK_FORMAT: { description: "The webhook's format: json, slack or discord." },
    NOTIFY_MAX_ATTEMPTS: {
      description:
        'Delivery attempts before a notification is marked failed (`npm run inbox -- retry-notifications` tries again).',
    },
    NOTIFY_RETRY_BASE: {
      description: 'The first retry delay; it doubles each time, up to 6 h.',
      defaultText: '30s',
    },
    NOTIFY_CLAIM_TIMEOUT: {
      description:
        "How long a worker's claim on a notification holds; after a crash it is sent again once this passes.",
      defaultText: '2m',
    },
    NOTIFY_CONCURRENCY: {
      description:
        'Notifications sent at once, each over its own pooled SMTP connection; mail providers often allow about 10.',
    },
    DATABASE_TIMEOUT: {
      description:
        "Longest a visitor waits for the database (then 503 with Retry-After); also SQLite's busy timeout.",
      defaultText: '5s',
    },
    REDIS_TIMEOUT: {
      description:
        "Longest a count waits for Redis before it is judged from this instance's memory; three late or failed answers in a row and the instance counts in memory until Redis answers a ping.",
      defaultText: '500ms',
    },
    API_PUBLIC_URL: {
      description:
        "Where browsers reach the API: the web inbox (/inbox) and its passkeys belong to this address's host name (an IP address will not do).",
      defaultText: '$VITE_API_URL when set, else http://localhost:$API_PORT',
      example: 'https://api.me.dev',
    },
    VITE_API_URL: {
      description:
        "Read by the API only for the default of `API_PUBLIC_URL`: the site's address of the API.",
    },
    RETENTION_DAYS: {
      description: 'Days a query is kept; older ones are purged hourly with their notifications.',
      defaultText: 'unset: kept',
      example: '365',
    },
    SPAM_RETENTION_DAYS: { description: 'Days spam is kept.' },
    SPAM_MAX_LINKS: { description: 'A message with more links than this is filed as spam.' },
    SPAM_BLOCKED_SENDERS: {
      description: 'Addresses or domains whose queries are filed as spam, comma-separated.',
      example: 'spammer@example.com,spam.example',
    },
    SPAM_BLOCKED_WORDS: {
      description:
        'Words, or /patterns/i, that file a query as spam, comma-separated; a pattern that does not compile stops start-up, named.',
      example: 'backlinks,guest post,/crypto\\s*trading/i',
    },
    SPAM_MAX_PER_ADDRESS: {
      description:
        'Messages from one address within an hour from which on each is filed as spam (a flood).',
    },
    SPAM_MIN_FILL_TIME: {
      description:
        "A form the site's script measured as filled in faster than this is filed as spam (unset: no floor).",
      example: '3s',
    },
    ALTCHA_HMAC_KEY: {
      description:
        "Signs the form's proof-of-work challenges: 32 characters or more (`openssl rand -hex 32`), the same on every instance. Unset, the API makes one and keeps it in the database; required when `NODE_ENV=production` (the Dockerfile, the systemd unit).",
    },
    NODE_ENV: { description: '`production` makes `ALTCHA_HMAC_KEY` required.' },
    AUTO_REPLY: {
      description:
        'on: each sender of a query that is not spam gets one confirmation a day, in your words (`AUTO_REPLY_FILE`), from `NOTIFY_EMAIL_FROM`; needs the e-mail settings.',
    },
    AUTO_REPLY_FILE: {
      description:
        "The confirmation's text; its translations sit beside it in locales/<tag>/auto-reply.md.",
      defaultText: 'content/auto-reply.md',
    },
    INBOX_SIGN_IN_MAX: {
      description: 'Passkey sign-in and enrolment attempts per address per window, on each step.',
    },
    INBOX_SIGN_IN_WINDOW: { description: 'That window.', defaultText: '15m' },
    NEWSLETTER: {
      description:
        "Followers by e-mail, for the site and the API alike. on: the form at the end of each post and on the blog's list, and the API's `POST /newsletter` (double opt-in) mailing each new post of the feed from `NOTIFY_EMAIL_FROM`; it needs `SMTP_URL` and `NOTIFY_EMAIL_FROM`, else the form is answered 503. off: no form, no route, no mail (rebuild the site after changing it). A site whose contact form posts to a hosted form backend (`VITE_CONTACT_ENDPOINT`) has no form: the newsletter needs this project's API.",
    },
    NEWSLETTER_FEED_URL: {
      description:
        "The site's JSON Feed the API reads new posts from; each further language's is found beside it (`/<tag>/feed.json`).",
      defaultText: '$SITE_URL/feed.json',
    },
    NEWSLETTER_POLL_INTERVAL: {
      description:
        'How often the feed is read; `npm run newsletter -- send` reads it at once. The first read remembers what the feed holds and mails none of it.',
      defaultText: '15m',
    },
    NEWSLETTER_RATE: {
      description: 'Mails to followers sent per minute at most (mail providers limit it).',
    },
    NEWSLETTER_CONFIRMATIONS_PER_HOUR: {
      description:
        'Confirmation mails queued per hour over every address; past it the form answers as always and sends nothing (an address gets one a day at most anyway).',
    },
    NEWSLETTER_CONTENT: {
      description:
        "What a post's mail holds: `summary` (its description) or `full` (its whole text).",
    },
    WEBMENTION_PRIVATE_SOURCES: {
      description:
        "deny: a Webmention's fetches (the pages `npm run webmention -- send` notifies and their endpoints, and the sources of the mentions received) reach only public addresses, over http(s) on ports 80 and 443, checked after every name lookup and redirect. allow: any address and port, for tests and sites on a private network only; on a public server it lets anyone who can make the API fetch a page reach the server's own network.",
    },
    REPLIES_APPROVE_REACTIONS: {
      description:
        'on: a like, repost or bookmark another site sends by Webmention (verified like every mention) shows under its post at once, as a name, without waiting for you; replies and mentions, which carry words, are still held. off: every one is held until you approve it.',
    },
    TIME_ZONE: {
      description:
        "The owner's time zone (IANA, such as Europe/Lisbon): every time the inbox and the CLI show, and the days visits are counted by.",
    },
    VISITS: {
      description:
        "The site's visit counter, read by the API too: on, POST /visit counts page views and the inbox shows them; off or a hosted counter, the route is not there.",
    },
    VISITS_RETENTION_DAYS: {
      description: 'Days of visit counts kept; older days go with the hourly retention sweep.',
    },
    VISITS_MAX_VALUES_PER_DAY: {
      description:
        'Distinct pages, referrers, campaigns, languages or devices kept per day; the rest are counted together as (other), so a flood of invented ones cannot grow the database.',
    },
    VISITS_RATE_LIMIT_MAX: {
      description:
        'Page views one address may report per window: generous, since every page reports one.',
    },
    VISITS_RATE_LIMIT_WINDOW: { description: 'That window.', defaultText: '1m' },
    LOG_LEVEL: {
      description:
        "pino's level: info is right for production; never trace, which is for debugging Fastify itself.",
    },
    LOG_FORMAT: {
      description:
        "How the API logs: `json` (a line of JSON per event, for a log collector) or `pretty` (one short line per request or event, for a person at a terminal). Both hold request ids, methods and paths, never a visitor's message or address.",
      defaultText: 'pretty on a terminal (npm start in one), else json',
    },
  }),
  ...serverLimitFields,
};

const schema = z
  .object(apiSettings)
  .superRefine((env, ctx) => {
    if (env.AUTO_REPLY === 'on' && (!env.SMTP_URL || !env.NOTIFY_EMAIL_FROM))
      ctx.addIssue({
        code: 'custom',
        path: ['AUTO_REPLY'],
        message: 'needs e-mail to be set up (SMTP_URL and NOTIFY_EMAIL_FROM)',
      });
    if (env.NODE_ENV === 'production' && env.ALTCHA_HMAC_KEY === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['ALTCHA_HMAC_KEY'],
        message:
          'is required when NODE_ENV=production, the same on every instance (make one with: openssl rand -hex 32)',
      });
    // Mail is sent with SMTP_URL and NOTIFY_EMAIL_FROM together: the newsletter and the
    // auto-reply need those two; the enquiries are e-mailed to the owner when NOTIFY_EMAIL_TO is
    // set too.
    const sending = [env.SMTP_URL, env.NOTIFY_EMAIL_FROM];
    if (sending.some(Boolean) || env.NOTIFY_EMAIL_TO)
      for (const key of ['SMTP_URL', 'NOTIFY_EMAIL_FROM'] as const)
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message:
              'is needed with the other e-mail settings (SMTP_URL and NOTIFY_EMAIL_FROM send mail; NOTIFY_EMAIL_TO, also set, e-mails you each enquiry)',
          });
  })
  .transform(
    (
      {
        SITE_URL,
        SITE_PORT,
        BASE_PATH,
        CORS_ORIGINS,
        API_PORT,
        API_HOST,
        PORT,
        HOST,
        API_PUBLIC_URL,
        VITE_API_URL,
        AUTO_REPLY,
        AUTO_REPLY_FILE,
        ...env
      },
      ctx,
    ) => {
      // Unset, the API accepts the site it serves: SITE_URL's origin, or locally the site's port
      // under both names a browser may use for this machine.
      const origins =
        CORS_ORIGINS ??
        (SITE_URL === undefined
          ? [`http://localhost:${SITE_PORT}`, `http://127.0.0.1:${SITE_PORT}`]
          : [new URL(SITE_URL).origin]);
      const port = API_PORT ?? PORT ?? 3001;
      const autoReply =
        AUTO_REPLY === 'on'
          ? readAutoReply(path.resolve(repoRoot, AUTO_REPLY_FILE ?? defaultAutoReplyFile))
          : undefined;
      if (typeof autoReply === 'string') {
        ctx.addIssue({ code: 'custom', path: ['AUTO_REPLY_FILE'], message: autoReply });
        return z.NEVER;
      }
      // The site's languages (content/locales/<tag>/), and the confirmation in each one that has
      // its own beside the default's (<dir of AUTO_REPLY_FILE>/locales/<tag>/auto-reply.md).
      const languages = siteLanguagesIn(siteLocalesDirectory);
      const translations = new Map<string, AutoReplyTemplate>();
      if (autoReply !== undefined) {
        const locales = path.join(
          path.dirname(path.resolve(repoRoot, AUTO_REPLY_FILE ?? defaultAutoReplyFile)),
          'locales',
        );
        for (const [tag, folder] of siteLanguagesIn(locales)) {
          const file = path.join(locales, folder, 'auto-reply.md');
          if (!existsSync(file)) continue;
          const translated = readAutoReply(file);
          if (typeof translated === 'string') {
            ctx.addIssue({ code: 'custom', path: ['AUTO_REPLY_FILE'], message: translated });
            return z.NEVER;
          }
          translations.set(tag, translated);
        }
      }
      return {
        ...env,
        /** The owner's confirmation, when AUTO_REPLY=on. */
        AUTO_REPLY_TEMPLATE: autoReply,
        /** Its translations, by canonical language tag. */
        AUTO_REPLY_TRANSLATIONS: translations,
        /** The site's further languages by canonical tag, each with its folder (its path's segment, lower case). */
        SITE_LANGUAGES: languages,
        API_PORT: port,
        API_PUBLIC_URL: API_PUBLIC_URL ?? publicAddressOf(VITE_API_URL, port),
        API_HOST: API_HOST ?? HOST ?? '0.0.0.0',
        CORS_ORIGINS: origins,
        // Where the site's pages are: a form post is answered with a redirect under this path, on
        // the origin it came from when that is one of CORS_ORIGINS, else on this one.
        SITE_ORIGIN: SITE_URL === undefined ? (origins[0] ?? '') : new URL(SITE_URL).origin,
        SITE_BASE_PATH: BASE_PATH ?? (SITE_URL === undefined ? '/' : pathOf(SITE_URL)),
        // The site's own JSON Feed, where new posts are found (newsletter/feed-poller.ts).
        NEWSLETTER_FEED_URL:
          env.NEWSLETTER_FEED_URL ??
          (SITE_URL === undefined
            ? undefined
            : new URL('feed.json', SITE_URL.endsWith('/') ? SITE_URL : `${SITE_URL}/`).href),
      };
    },
  );

/** The site's idea of the API's address, when it is one a browser could use; else this machine's. */
function publicAddressOf(viteApiUrl: string | undefined, port: number): string {
  const parsed = viteApiUrl === undefined ? undefined : publicUrl.safeParse(viteApiUrl);
  return parsed?.success === true ? parsed.data : `http://localhost:${String(port)}/`;
}

export type ApiEnv = z.infer<typeof schema>;

/** The settings from `source`; by default the process's environment, with the repository's `.env` read first. */
export function loadApiEnv(source?: Record<string, string | undefined>): ApiEnv {
  if (source === undefined) loadDotEnv();
  const result = schema.safeParse(source ?? process.env);
  if (result.success) return result.data;
  // The variable's name only: "CORS_ORIGINS.0" would mean nothing to whoever set it.
  const lines = result.error.issues.map(
    (issue) => `  - ${String(issue.path[0])}: ${issue.message}`,
  );
  throw new Error(`Invalid API configuration:\n${lines.join('\n')}`);
}
