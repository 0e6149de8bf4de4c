// A reader's reply, end to end through the API with a real SMTP server: without JavaScript the
// browser lands on the site's page saying it awaits the author, with it the script hears 202; every
// spam layer files it as spam (never refused, never shown, the owner never told); a held one tells
// the owner; nothing reaches the post before the owner approves it; the owner's answer shows under
// it and is mailed to the reader once, with a stop link that works in one click and cannot be
// forged; erasing a reply takes its answers with it.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqliteDatabase } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { freePort } from '@portfolio/dev-tools/free-port';
import { smtpSink } from '@portfolio/dev-tools/smtp-sink';
import type { SmtpSink } from '@portfolio/dev-tools/smtp-sink';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import type { Db } from '../db/database.ts';
import { mintedProofOfWork, testSigningKey } from '../test-support/proof-of-work.ts';
import { randomAddress } from '../test-support/random-address.ts';
import { testEnv } from '../test-support/test-env.ts';
import { answerReply, stopToken } from './answers.ts';
import { decideReply, eraseReply, findReply, listReplies } from './replies.ts';

const site = 'https://owner.example';
let database: TestDatabase;
let app: FastifyInstance;
let db: Db;
let sink: SmtpSink;

beforeAll(async () => {
  database = createSqliteDatabase();
  sink = smtpSink(await freePort());
  await sink.start();
  app = await buildApp({
    env: testEnv({
      DATABASE_URL: database.url,
      CORS_ORIGINS: site,
      SITE_LANGUAGES: 'hi',
      SMTP_URL: `smtp://127.0.0.1:${String(sink.port)}`,
      NOTIFY_EMAIL_TO: 'owner@owner.example',
      NOTIFY_EMAIL_FROM: 'site@owner.example',
      API_PUBLIC_URL: 'https://api.owner.example/',
    }),
    logger: false,
    outboxPollMs: false,
    mentionPollMs: false,
    replyMailPollMs: false,
  });
  db = openDatabase(database.url);
});

afterAll(async () => {
  await app.close();
  await db.kysely.destroy();
  await sink.stop();
  await database.drop();
});

const form = (fields: Record<string, string>, origin = site) =>
  app.inject({
    method: 'POST',
    url: '/replies',
    remoteAddress: randomAddress(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    payload: new URLSearchParams(fields).toString(),
  });

const json = async (fields: Record<string, unknown>, proof = true, from = randomAddress()) =>
  app.inject({
    method: 'POST',
    url: '/replies',
    remoteAddress: from,
    headers: { 'content-type': 'application/json', origin: site },
    payload: { ...fields, ...(proof ? { altcha: await mintedProofOfWork() } : {}) },
  });

const byText = async (text: string) => (await listReplies(db)).find((reply) => reply.text === text);

const shown = async (post: string) => {
  const answer = await app.inject({ method: 'GET', url: `/replies?post=${post}` });
  return (JSON.parse(answer.body) as { replies: { text: string; answers: { text: string }[] }[] })
    .replies;
};

describe('a reader’s reply', () => {
  it('without JavaScript lands on the site’s page, in the page’s language, and is held', async () => {
    const answer = await form({
      post: '/hi/blog/a-post',
      name: 'Asha',
      message: 'Thanks!\r\nSecond line',
      site: '',
      email: '',
      language: 'hi',
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`${site}/hi/replies/sent`);
    const kept = await byText('Thanks!\nSecond line');
    expect(kept).toMatchObject({ status: 'held', post: '/hi/blog/a-post', email: null });
    expect(await shown('/hi/blog/a-post')).toEqual([]);
  });

  it('with JavaScript is answered 202 and held, its optional fields kept', async () => {
    const answer = await json({
      post: '/blog/a-post/',
      name: 'Ben',
      message: 'With a script',
      site: 'https://ben.example/',
      email: 'Ben@Reader.example',
    });
    expect(answer.statusCode).toBe(202);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'held' });
    expect(await byText('With a script')).toMatchObject({
      status: 'held',
      post: '/blog/a-post',
      author: { name: 'Ben', url: 'https://ben.example/' },
      email: 'ben@reader.example',
    });
  });

  it('names each field to check: as JSON for the script, as the site’s page for a form', async () => {
    const bad = await json({
      post: 'https://evil.example/',
      name: '',
      message: 'x'.repeat(3001),
      site: 'javascript:alert(1)',
      email: 'no',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((JSON.parse(bad.body) as { fields: object }).fields).sort()).toEqual([
      'email',
      'message',
      'name',
      'post',
      'site',
    ]);
    const page = await form({ post: '/blog/a-post', name: 'A', message: '   ', language: 'hi' });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(`${site}/hi/replies/check`);
  });

  it('from another site’s form is not kept, and its reader is sent to this site', async () => {
    const before = (await listReplies(db)).length;
    const answer = await form(
      { post: '/blog/a-post', name: 'X', message: 'Forged' },
      'https://evil.example',
    );
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`${site}/replies/not-sent`);
    expect(await listReplies(db)).toHaveLength(before);
  });

  it('is filed as spam by each layer, answered the same, and never told to the owner', async () => {
    const cases: [string, Record<string, unknown>, boolean][] = [
      ['honeypot', { website: 'http://bot.example' }, true],
      ['proof-of-work', {}, false],
      [
        'links',
        { message: 'a http://1.example http://2.example http://3.example http://4.example' },
        true,
      ],
    ];
    for (const [layer, extra, proof] of cases) {
      const message = `spam by ${layer}`;
      const answer = await json({ post: '/blog/a-post', name: 'Bot', message, ...extra }, proof);
      expect(answer.statusCode, layer).toBe(202);
      const kept = (await listReplies(db)).find(
        (reply) => reply.text === (typeof extra.message === 'string' ? extra.message : message),
      );
      expect(kept?.status, layer).toBe('spam');
      expect(
        kept?.spamReasons.map((reason) => reason.layer),
        layer,
      ).toContain(layer);
    }
    await app.replyMails.drain();
    expect(sink.mails.filter((mail) => mail.raw.includes('Bot'))).toEqual([]);
  });

  it('tells the owner of a held reply, the reader’s words on one line in the subject', async () => {
    await json({
      post: '/blog/a-post',
      name: 'Eve\r\nBcc: victim@example.com',
      message: 'Hello owner',
    });
    await json({ post: '/blog/a-post', name: 'Eve', message: 'Hello owner' });
    await app.replyMails.drain();
    const told = sink.mails.filter((mail) => mail.raw.includes('Hello owner'));
    expect(told).toHaveLength(1);
    expect(told[0]?.to).toEqual(['owner@owner.example']);
    expect(told[0]?.raw).toMatch(/^Subject: New reply from Eve, held for you/m);
  });

  it('shows on the post once approved, with the owner’s answer under it, mailed to the reader once', async () => {
    const reply = await byText('With a script');
    if (reply === undefined) throw new Error('the reply was not kept');
    expect(await shown('/blog/a-post')).toEqual([]);
    const mailsBefore = sink.mails.length;
    const answered = await answerReply(db, reply.id, 'Glad it <b>helped</b>.');
    expect(answered).toMatchObject({ ok: true, mailed: true });
    expect((await findReply(db, reply.id))?.status).toBe('approved');
    const onPost = await shown('/blog/a-post');
    expect(onPost.map((one) => one.text)).toEqual(['With a script']);
    expect(onPost[0]?.answers.map((one) => one.text)).toEqual(['Glad it <b>helped</b>.']);
    const page = await app.inject({ method: 'GET', url: '/replies/page?post=/blog/a-post' });
    expect(page.body).toContain('<strong>The author</strong>');
    expect(page.body).toContain('Glad it &lt;b&gt;helped&lt;/b&gt;.');

    await app.replyMails.drain();
    const mails = sink.mails.slice(mailsBefore);
    expect(mails.map((mail) => mail.to)).toEqual([['ben@reader.example']]);
    const raw = mails[0]?.raw ?? '';
    expect(raw).toContain('Glad it &lt;b&gt;helped&lt;/b&gt;.');
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(raw).toContain(
      `https://api.owner.example/replies/stop?token=${stopToken(testSigningKey, reply.id)}`,
    );
  });

  it('stops the mails in one click: the address is forgotten, and a forged link does nothing', async () => {
    const reply = await byText('With a script');
    if (reply === undefined) throw new Error('the reply was not kept');
    const page = await app.inject({
      method: 'GET',
      url: `/replies/stop?token=${stopToken(testSigningKey, reply.id)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    expect((await findReply(db, reply.id))?.email).toBe('ben@reader.example');
    const forged = await app.inject({
      method: 'POST',
      url: `/replies/stop?token=${stopToken('another-key', reply.id)}`,
    });
    expect(forged.statusCode).toBe(400);
    const stop = await app.inject({
      method: 'POST',
      url: `/replies/stop?token=${stopToken(testSigningKey, reply.id)}`,
      headers: { accept: 'text/html', origin: site },
    });
    expect(stop.statusCode).toBe(303);
    expect(stop.headers.location).toBe(`${site}/replies/stopped`);
    expect((await findReply(db, reply.id))?.email).toBeNull();
    const mailsBefore = sink.mails.length;
    expect(await answerReply(db, reply.id, 'A second answer')).toMatchObject({ mailed: false });
    await app.replyMails.drain();
    expect(sink.mails.length).toBe(mailsBefore);
  });

  it('cannot be answered when it is spam, and an answer cannot be answered', async () => {
    const spam = await byText('spam by honeypot');
    if (spam === undefined) throw new Error('no spam');
    expect(await answerReply(db, spam.id, 'no')).toEqual({ ok: false, problem: 'spam' });
    const answer = (await listReplies(db)).find((one) => one.parentId !== null);
    if (answer === undefined) throw new Error('no answer');
    expect(await answerReply(db, answer.id, 'no')).toEqual({ ok: false, problem: 'not-a-reply' });
    expect(await answerReply(db, 'nope', 'no')).toEqual({ ok: false, problem: 'no-such-reply' });
  });

  it('from one address in a flood is refused with 429, while other readers still reply', async () => {
    const flood = randomAddress();
    const statuses: number[] = [];
    for (let sent = 0; sent < 6; sent += 1)
      statuses.push(
        (await json({ post: '/blog/b', name: 'F', message: `flood ${String(sent)}` }, true, flood))
          .statusCode,
      );
    expect(statuses.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    expect(statuses[5]).toBe(429);
    expect((await json({ post: '/blog/b', name: 'G', message: 'another reader' })).statusCode).toBe(
      202,
    );
  });

  it('leaves the post when rejected or erased, its answers with it', async () => {
    const reply = await byText('With a script');
    if (reply === undefined) throw new Error('the reply was not kept');
    await decideReply(db, reply.id, 'rejected');
    expect(await shown('/blog/a-post')).toEqual([]);
    await eraseReply(db, reply.id);
    expect((await listReplies(db)).filter((one) => one.parentId === reply.id)).toEqual([]);
  });
});
