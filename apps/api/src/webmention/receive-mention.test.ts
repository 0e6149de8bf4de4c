// Receiving Webmentions through the API, against source pages served by the test: bad input is a
// 4xx naming the field, a good one 202 and checked later; a reply, a like, a change, a source gone
// or no longer linking, each as the Recommendation says; every mention held for the owner, as text;
// the owner's network never fetched unless allowed; the limits per source and of the queue; and
// whatever a client sends, never a 5xx.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqliteDatabase } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import type { Db } from '../db/database.ts';
import { decideReply, eraseReply, listReplies } from '../replies/replies.ts';
import { testEnv } from '../test-support/test-env.ts';
import { randomAddress } from '../test-support/random-address.ts';

const site = 'https://owner.example';
const target = `${site}/blog/a-post`;

let database: TestDatabase;
let db: Db;
let app: FastifyInstance;
let guarded: FastifyInstance;
let reacting: FastifyInstance;
let sources: Server;
let base = '';
const pages = new Map<string, { status: number; html: string }>();
const fetched: string[] = [];

const entry = (inner: string) =>
  `<!doctype html><article class="h-entry">${inner}<a class="u-url" href="/self">#</a></article>`;

async function mention(
  to: FastifyInstance,
  body: Record<string, string> | string,
  contentType = 'application/x-www-form-urlencoded',
) {
  return to.inject({
    method: 'POST',
    url: '/webmention',
    remoteAddress: randomAddress(),
    headers: { 'content-type': contentType },
    payload: typeof body === 'string' ? body : new URLSearchParams(body).toString(),
  });
}

const hooks: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = createSqliteDatabase();
  sources = createServer((request, response) => {
    // The owner's webhook: told of each mention held.
    if (request.method === 'POST' && request.url === '/hook') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        hooks.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>);
        response.writeHead(204).end();
      });
      return;
    }
    fetched.push(request.url ?? '');
    const page = pages.get(request.url ?? '');
    if (page === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(page.status, { 'content-type': 'text/html; charset=utf-8' }).end(page.html);
  });
  await new Promise<void>((resolve) => sources.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((sources.address() as AddressInfo).port)}`;
  const settings = {
    DATABASE_URL: database.url,
    SITE_URL: site,
    CORS_ORIGINS: site,
    RATE_LIMIT_MAX: '1000',
  };
  app = await buildApp({
    env: testEnv({
      ...settings,
      WEBMENTION_PRIVATE_SOURCES: 'allow',
      NOTIFY_WEBHOOK_URL: `${base}/hook`,
    }),
    logger: false,
    outboxPollMs: false,
    mentionPollMs: false,
    replyMailPollMs: false,
  });
  reacting = await buildApp({
    env: testEnv({
      ...settings,
      WEBMENTION_PRIVATE_SOURCES: 'allow',
      REPLIES_APPROVE_REACTIONS: 'on',
    }),
    logger: false,
    outboxPollMs: false,
    mentionPollMs: false,
    replyMailPollMs: false,
  });
  guarded = await buildApp({
    env: testEnv(settings),
    logger: false,
    outboxPollMs: false,
    mentionPollMs: false,
  });
  db = openDatabase(database.url);
});

afterAll(async () => {
  await app.close();
  await guarded.close();
  await reacting.close();
  await db.kysely.destroy();
  await database.drop();
  await new Promise((resolve) => sources.close(resolve));
});

describe('receiving a Webmention', () => {
  it('refuses what is not a Webmention to this site with a 4xx naming the field', async () => {
    const fields = async (body: Record<string, string>) => {
      const answer = await mention(app, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      return (JSON.parse(answer.body) as { fields: Record<string, string> }).fields;
    };
    expect(await fields({ target })).toEqual({ source: 'is required' });
    expect(await fields({ source: `${base}/a` })).toEqual({ target: 'is required' });
    expect(await fields({ source: 'ftp://x.example/a', target })).toEqual({
      source: 'must be an http(s) address',
    });
    expect(await fields({ source: `${base}/a`, target: 'https://elsewhere.example/x' })).toEqual({
      target: 'is not a page of this site',
    });
    expect(await fields({ source: target, target })).toEqual({ source: 'must not be the target' });
    expect(await fields({ source: `${base}/${'a'.repeat(3000)}`, target })).toEqual({
      source: 'must be at most 2048 characters',
    });
    expect(
      (await mention(app, JSON.stringify({ source: `${base}/a`, target }), 'application/json'))
        .statusCode,
    ).toBe(415);
    expect((await mention(app, `source=${'a'.repeat(9000)}`)).statusCode).toBe(413);
  });

  it('takes a reply, checks it later, and holds it for the owner as text', async () => {
    pages.set('/reply', {
      status: 200,
      html: entry(
        `<a class="u-in-reply-to" href="${target}">Re</a><p class="p-author h-card"><a class="u-url p-name" href="https://ana.example/">Ana <img src=x onerror=alert(1)></a></p><div class="e-content"><p>Nice post!</p><script>alert(2)</script></div><time class="dt-published" datetime="2026-11-20T10:00:00Z"></time>`,
      ),
    });
    const answer = await mention(app, { source: `${base}/reply`, target });
    expect(answer.statusCode).toBe(202);
    expect(await listReplies(db)).toEqual([]);
    expect(await app.mentions.drain()).toBe(1);
    const [reply] = await listReplies(db);
    expect(reply).toMatchObject({
      post: '/blog/a-post',
      kind: 'reply',
      status: 'held',
      author: { name: 'Ana', url: 'https://ana.example/' },
      source: `${base}/reply`,
      published: '2026-11-20T10:00:00.000Z',
    });
    expect(reply?.text).toMatch(/^Nice post!/);
    expect(reply?.text).not.toMatch(/[<>]/);
    // The owner is told, on the enquiries' channels.
    expect(await app.replyMails.drain()).toBe(1);
    expect(hooks).toEqual([
      expect.objectContaining({
        event: 'reply.held',
        kind: 'reply',
        post: '/blog/a-post',
        id: reply?.id,
      }),
    ]);
  });

  it('tells a like from a mention, and updates a mention its source changed, holding it again', async () => {
    pages.set('/like', {
      status: 200,
      html: entry(`<a class="u-like-of" href="${target}">liked</a>`),
    });
    pages.set('/mention', {
      status: 200,
      html: entry(`<p class="e-content">See <a href="${target}">this</a>.</p>`),
    });
    await mention(app, { source: `${base}/like`, target });
    await mention(app, { source: `${base}/mention`, target });
    await app.mentions.drain();
    const kinds = async (): Promise<Partial<Record<string, [string, string, string]>>> =>
      Object.fromEntries(
        (await listReplies(db)).map((reply) => [
          reply.source ?? '',
          [reply.kind, reply.status, reply.text],
        ]),
      );
    expect((await kinds())[`${base}/like`]?.[0]).toBe('like');
    expect((await kinds())[`${base}/mention`]?.[0]).toBe('mention');
    const id =
      (await listReplies(db)).find((reply) => reply.source === `${base}/mention`)?.id ?? '';
    await decideReply(db, id, 'approved');
    // Sent again unchanged: still approved.
    await mention(app, { source: `${base}/mention`, target });
    await app.mentions.drain();
    expect((await kinds())[`${base}/mention`]?.[1]).toBe('approved');
    pages.set('/mention', {
      status: 200,
      html: entry(`<p class="e-content">Changed: <a href="${target}">this</a>.</p>`),
    });
    await mention(app, { source: `${base}/mention`, target });
    await app.mentions.drain();
    expect((await kinds())[`${base}/mention`]).toEqual(['mention', 'held', 'Changed: this.']);
  });

  it('shows likes at once when the owner says so (REPLIES_APPROVE_REACTIONS=on), and still holds words', async () => {
    pages.set('/quick-like', {
      status: 200,
      html: entry(`<a class="u-like-of" href="${target}">liked</a>`),
    });
    pages.set('/quick-reply', {
      status: 200,
      html: entry(`<a class="u-in-reply-to" href="${target}">Re</a><p class="e-content">Words</p>`),
    });
    await mention(reacting, { source: `${base}/quick-like`, target });
    await mention(reacting, { source: `${base}/quick-reply`, target });
    expect(await reacting.mentions.drain()).toBe(2);
    const status = async (path: string) =>
      (await listReplies(db)).find((reply) => reply.source === `${base}${path}`)?.status;
    expect(await status('/quick-like')).toBe('approved');
    expect(await status('/quick-reply')).toBe('held');
    for (const path of ['/quick-like', '/quick-reply']) {
      const id = (await listReplies(db)).find((reply) => reply.source === `${base}${path}`)?.id;
      if (id !== undefined) await eraseReply(db, id);
    }
  });

  it('takes a mention down when its source is gone or no longer links to the post', async () => {
    pages.set('/like', { status: 410, html: '' });
    pages.set('/mention', {
      status: 200,
      html: entry('<p class="e-content">No link any more.</p>'),
    });
    await mention(app, { source: `${base}/like`, target });
    await mention(app, { source: `${base}/mention`, target });
    await app.mentions.drain();
    expect((await listReplies(db)).map((reply) => reply.source)).toEqual([`${base}/reply`]);
  });

  it('never fetches the owner’s network unless the owner allows it', async () => {
    pages.set('/sneaky', { status: 200, html: entry(`<a href="${target}">x</a>`) });
    const before = fetched.length;
    expect((await mention(guarded, { source: `${base}/sneaky`, target })).statusCode).toBe(202);
    expect(await guarded.mentions.drain()).toBe(1);
    expect(fetched.slice(before)).toEqual([]);
    expect((await listReplies(db)).map((reply) => reply.source)).not.toContain(`${base}/sneaky`);
    const row = await db.kysely
      .selectFrom('webmentions_received')
      .select(['status', 'outcome'])
      .where('source', '=', `${base}/sneaky`)
      .executeTakeFirst();
    expect(row).toMatchObject({
      status: 'done',
      outcome: expect.stringMatching(/^refused/) as unknown,
    });
  });

  it('takes at most its number of mentions from one site an hour', async () => {
    const answers: number[] = [];
    for (let n = 0; n < 61; n += 1)
      answers.push(
        (await mention(app, { source: `https://flood.example/${String(n)}`, target })).statusCode,
      );
    expect(answers.slice(0, 60).every((status) => status === 202)).toBe(true);
    expect(answers[60]).toBe(429);
  });

  it('answers whatever a client sends with a 2xx or 4xx, never a 5xx', async () => {
    const text = fc.string({ unit: 'binary', maxLength: 120 });
    const body = fc.oneof(
      fc
        .array(fc.tuple(fc.constantFrom('source', 'target', '__proto__', 'x'), text), {
          maxLength: 4,
        })
        .map((pairs) => new URLSearchParams(pairs).toString()),
      text,
    );
    const type = fc.constantFrom(
      'application/x-www-form-urlencoded',
      'application/json',
      'text/plain',
      '',
    );
    await fc.assert(
      fc.asyncProperty(body, type, async (payload, contentType) => {
        const answer = await mention(guarded, payload, contentType);
        expect(answer.statusCode).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});
