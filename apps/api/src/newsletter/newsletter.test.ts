// Followers by e-mail through the API, against a real SMTP server and a feed served by the test:
// a reader subscribes (the same answer however often, whoever they are), gets one confirmation
// with one-click unsubscribe headers, confirms by its link, is not sent the archive, gets a new
// post once, and leaves with the mail client's one-click POST; bad input is a 4xx naming the field.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@portfolio/dev-tools/free-port';
import { jsonFeedServer } from '@portfolio/dev-tools/json-feed-server';
import type { JsonFeedServer } from '@portfolio/dev-tools/json-feed-server';
import { createSqliteDatabase } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { buildApp } from '../app.ts';
import { headersOf, smtpSink } from '@portfolio/dev-tools/smtp-sink';
import type { ReceivedMail, SmtpSink } from '@portfolio/dev-tools/smtp-sink';
import { testEnv } from '../test-support/test-env.ts';
import { mintedProofOfWork } from '../test-support/proof-of-work.ts';
import { proofOfWorkField } from '@portfolio/contract/contact-query-limits';

let database: TestDatabase;
let sink: SmtpSink;
let app: FastifyInstance;
let feedServer: JsonFeedServer;
let feedUrl = '';
const feedItems: { url: string; title: string; summary: string }[] = [];

/** A mail's body as text: quoted-printable undone, so a link reads whole. */
const bodyOf = (mail: ReceivedMail): string =>
  mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

const linkIn = (mail: ReceivedMail, path: string): string => {
  const match = new RegExp(`https?://[^\\s"<>]*${path}\\?token=[\\w.-]+`).exec(bodyOf(mail));
  if (match === null) throw new Error(`no ${path} link in the mail`);
  return match[0];
};

/** Posts as the site's script does: JSON carries a fresh proof of work unless it says otherwise. */
const post = async (body: unknown, contentType = 'application/json') =>
  app.inject({
    method: 'POST',
    url: '/newsletter',
    headers: { 'content-type': contentType },
    payload:
      typeof body === 'string'
        ? body
        : JSON.stringify(
            typeof body === 'object' && body !== null && !(proofOfWorkField in body)
              ? { ...body, [proofOfWorkField]: await mintedProofOfWork() }
              : body,
          ),
  });

beforeAll(async () => {
  database = createSqliteDatabase();
  sink = smtpSink(await freePort());
  await sink.start();
  feedServer = await jsonFeedServer(() => feedItems);
  feedUrl = feedServer.feedUrl;
  app = await buildApp({
    env: testEnv({
      DATABASE_URL: database.url,
      SMTP_URL: `smtp://127.0.0.1:${String(sink.port)}`,
      NOTIFY_EMAIL_TO: 'owner@example.com',
      NOTIFY_EMAIL_FROM: 'site@example.com',
      NEWSLETTER_FEED_URL: feedUrl,
      NEWSLETTER_RATE: '100000',
      RATE_LIMIT_MAX: '1000',
      SITE_URL: 'https://owner.example',
      API_PUBLIC_URL: 'https://api.owner.example/',
    }),
    logger: false,
    outboxPollMs: false,
    newsletterMailPollMs: false,
    newsletterPollsFeed: false,
  });
});

afterAll(async () => {
  await app.close();
  await sink.stop();
  await feedServer.close();
  await database.drop();
});

const drain = async () => (await app.newsletter?.worker?.drain()) ?? 0;

describe('a follower by e-mail', () => {
  it('is answered the same whoever they are, and gets one confirmation with one-click unsubscribe', async () => {
    const first = await post({ email: 'Reader@Example.com', language: 'en' });
    expect(first.statusCode).toBe(202);
    const again = await post({ email: 'reader@example.com', language: 'en' });
    expect(again.statusCode).toBe(202);
    expect(again.body).toBe(first.body);
    expect(await drain()).toBe(1);
    const [mail] = sink.mails;
    if (mail === undefined) throw new Error('no confirmation');
    expect(mail.to).toEqual(['reader@example.com']);
    const headers = headersOf(mail.raw);
    expect(headers.get('list-unsubscribe')).toMatch(
      /^<https:\/\/api\.owner\.example\/newsletter\/unsubscribe\?token=[\w.-]+>$/,
    );
    expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // Nothing more is sent until the link is followed: the archive is not, nor any post.
    expect(await app.newsletter?.pollNow()).toMatchObject({ first: true, queued: [] });
  });

  it('confirms by the mail’s link, lands on the site’s page, and gets each new post once', async () => {
    const [mail] = sink.mails;
    if (mail === undefined) throw new Error('no confirmation');
    const confirmLink = new URL(linkIn(mail, '/newsletter/confirm'));
    const confirmed = await app.inject({
      method: 'GET',
      url: `${confirmLink.pathname}${confirmLink.search}`,
    });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe('https://owner.example/newsletter/confirmed');
    feedItems.push({ url: 'blog/new-post', title: 'A new post', summary: 'What it says.' });
    const polled = await app.newsletter?.pollNow();
    expect(polled).toMatchObject({ first: false, queued: ['blog/new-post'], mails: 1 });
    expect(await app.newsletter?.pollNow()).toMatchObject({ queued: [] });
    expect(await drain()).toBe(1);
    const postMail = sink.mails.at(-1);
    if (postMail === undefined) throw new Error('no post mail');
    expect(headersOf(postMail.raw).get('subject')).toBe('A new post');
    expect(bodyOf(postMail)).toContain('What it says.');
    expect(bodyOf(postMail)).toContain(new URL('blog/new-post', feedUrl).href);
    expect(bodyOf(postMail)).toContain('The Owner');
    expect(headersOf(postMail.raw).get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });

  it('leaves with the mail client’s one-click POST, and is sent nothing after', async () => {
    const postMail = sink.mails.at(-1);
    if (postMail === undefined) throw new Error('no post mail');
    const leave = new URL(linkIn(postMail, '/newsletter/unsubscribe'));
    const page = await app.inject({ method: 'GET', url: `${leave.pathname}${leave.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    // Its button's answer is a redirect to the site, which the page's policy must let it follow.
    expect(page.headers['content-security-policy']).toMatch(
      /form-action 'self' [^;]*https:\/\/owner\.example/,
    );
    const left = await app.inject({
      method: 'POST',
      url: `${leave.pathname}${leave.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(left.statusCode).toBe(200);
    const forged = await app.inject({
      method: 'POST',
      url: `${leave.pathname}?token=${encodeURIComponent(`${leave.searchParams.get('token') ?? ''}x`)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(400);
    const before = sink.mails.length;
    feedItems.push({ url: 'blog/another', title: 'Another', summary: 'More.' });
    expect(await app.newsletter?.pollNow()).toMatchObject({ queued: ['blog/another'], mails: 0 });
    expect(await drain()).toBe(0);
    expect(sink.mails).toHaveLength(before);
  });

  it('refuses bad input with a 4xx naming the field, and a form lands on the site’s pages', async () => {
    for (const email of [
      '',
      'not an address',
      'a@example.com\r\nBcc: x@example.com',
      `${'a'.repeat(250)}@example.com`,
    ]) {
      const refused = await post({ email });
      expect(refused.statusCode, email).toBe(400);
      const answer = JSON.parse(refused.body) as { fields?: Record<string, string> };
      expect(answer.fields?.email, email).toBeTypeOf('string');
    }
    expect((await post({ email: 'x@example.com' }, 'text/plain')).statusCode).toBe(415);
    const form = await post(
      'email=form%40example.com&language=en',
      'application/x-www-form-urlencoded',
    );
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe('https://owner.example/newsletter/sent');
    const bad = await post('email=nope', 'application/x-www-form-urlencoded');
    expect(bad.statusCode).toBe(303);
    expect(bad.headers.location).toBe('https://owner.example/newsletter/check');
    const expired = await app.inject({ method: 'GET', url: '/newsletter/confirm?token=nope.nope' });
    expect(expired.headers.location).toBe('https://owner.example/newsletter/expired');
  });

  it('keeps nothing a script sent without a fresh proof of work, and answers it the same', async () => {
    const queued = async () => (await app.newsletter?.worker?.drain()) ?? 0;
    await queued();
    const proof = await mintedProofOfWork();
    for (const body of [
      { email: 'noproof@example.com', [proofOfWorkField]: undefined },
      { email: 'forged@example.com', [proofOfWorkField]: 'bm90IGEgcHJvb2Y=' },
      { email: 'first@example.com', [proofOfWorkField]: proof },
      { email: 'replayed@example.com', [proofOfWorkField]: proof },
    ]) {
      const answer = await post(body);
      expect(answer.statusCode, body.email).toBe(202);
    }
    const before = sink.mails.length;
    expect(await queued()).toBe(1);
    expect(sink.mails.slice(before).map((mail) => mail.to)).toEqual([['first@example.com']]);
  });

  it('lands the confirmation in the language the reader followed in', async () => {
    const before = sink.mails.length;
    expect((await post({ email: 'hindi@example.com', language: 'hi' })).statusCode).toBe(202);
    expect(await drain()).toBe(1);
    const mail = sink.mails[before];
    if (mail === undefined) throw new Error('no confirmation');
    const link = new URL(linkIn(mail, '/newsletter/confirm'));
    const confirmed = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(confirmed.headers.location).toBe('https://owner.example/hi/newsletter/confirmed');
  });
});
