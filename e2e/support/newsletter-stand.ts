// What a newsletter spec runs against: an API of its own (own-api.ts) with a real SMTP server
// that keeps every mail, and a JSON Feed the spec serves and adds posts to, standing in for the
// site's own. The built pages' form (and its proof-of-work challenge) are routed to that API, so
// the reader uses the site exactly as built.
import type { Page } from '@playwright/test';
import { freePort } from '@portfolio/dev-tools/free-port';
import { jsonFeedServer } from '@portfolio/dev-tools/json-feed-server';
import { headersOf, smtpSink } from '@portfolio/dev-tools/smtp-sink';
import type { ReceivedMail, SmtpSink } from '@portfolio/dev-tools/smtp-sink';
import { createSqliteDatabase } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { waitFor } from '@portfolio/dev-tools/wait-for';
import { challengeEndpoint, newsletterEndpoint, siteUrl } from './addresses.ts';
import { startOwnApi } from './own-api.ts';
import type { OwnApi } from './own-api.ts';

export interface NewsletterStand {
  api: OwnApi;
  /** Adds a post to the feed the API reads. */
  publish: (post: { path: string; title: string; summary: string }) => void;
  /** The mails sent to `address` so far, once there are `count` of them. */
  mailsTo: (address: string, count: number) => Promise<ReceivedMail[]>;
  /** Sends the page's newsletter requests (form, script, challenge) to this stand's API. */
  route: (page: Page) => Promise<void>;
  stop: () => Promise<void>;
}

/** A mail's body as text: quoted-printable undone, so a link reads whole. */
export const bodyOf = (mail: ReceivedMail): string =>
  mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The first link in a mail to `path` with its token. */
export function linkIn(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`https?://[^\\s"<>]*${path}\\?token=[\\w.-]+`).exec(bodyOf(mail));
  if (match === null) throw new Error(`no ${path} link in the mail`);
  return match[0];
}

export const subjectOf = (mail: ReceivedMail): string | undefined =>
  headersOf(mail.raw).get('subject');

export async function startNewsletterStand(): Promise<NewsletterStand> {
  if (newsletterEndpoint === '') throw new Error('This build has no newsletter (NEWSLETTER=off).');
  const database: TestDatabase = createSqliteDatabase();
  const sink: SmtpSink = smtpSink(await freePort());
  await sink.start();
  const items: { url: string; title: string; summary: string }[] = [];
  const feed = await jsonFeedServer(() => items);
  const api = await startOwnApi({
    DATABASE_URL: database.url,
    SMTP_URL: `smtp://127.0.0.1:${String(sink.port)}`,
    NOTIFY_EMAIL_FROM: 'site@example.com',
    NEWSLETTER_FEED_URL: feed.feedUrl,
    NEWSLETTER_RATE: '100000',
    SITE_URL: siteUrl.replace(/\/$/, ''),
  });
  return {
    api,
    publish: (post) => items.unshift({ url: post.path, title: post.title, summary: post.summary }),
    mailsTo: (address, count) =>
      waitFor(() => {
        const mails = sink.mails.filter((mail) => mail.to.includes(address));
        return mails.length >= count ? mails : undefined;
      }, 15_000),
    route: async (page) => {
      // The mails' links open this API's own pages: a page's routes come before the suite's
      // closing of other origins (support/test.ts).
      await page.route(`${api.origin}/**`, (route) => route.continue());
      await page.route(newsletterEndpoint, (route) =>
        route.continue({ url: `${api.origin}/newsletter` }),
      );
      if (challengeEndpoint !== '')
        await page.route(challengeEndpoint, (route) =>
          route.continue({ url: `${api.origin}${new URL(challengeEndpoint).pathname}` }),
        );
    },
    stop: async () => {
      await api.stop();
      await sink.stop();
      await feed.close();
      await database.drop();
    },
  };
}

/**
 * A stand for every test of a spec: started before them, stopped after; the getter throws if
 * it did not start (the error is beforeAll's).
 */
export function newsletterStandFor(suite: {
  beforeAll: (run: () => Promise<void>) => void;
  afterAll: (run: () => Promise<void>) => void;
}): () => NewsletterStand {
  let started: NewsletterStand | undefined;
  suite.beforeAll(async () => {
    started = await startNewsletterStand();
  });
  suite.afterAll(async () => {
    await started?.stop();
  });
  return () => {
    if (started === undefined) throw new Error('the newsletter stand did not start');
    return started;
  };
}
