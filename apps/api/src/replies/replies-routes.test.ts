// What a post shows of its replies through the API: approved ones only, oldest first, as data
// for the post's island and as an escaped page for a reader without JavaScript; a post that is
// not a path is a 400 naming it.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqliteDatabase } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import type { Db } from '../db/database.ts';
import { testEnv } from '../test-support/test-env.ts';
import { decideReply, keepMention, listReplies } from './replies.ts';

let database: TestDatabase;
let app: FastifyInstance;
let db: Db;

const mention = (source: string, text: string, published: string) =>
  keepMention(db, {
    kind: 'reply',
    authorName: `<b>${source}</b>`,
    authorUrl: 'javascript:alert(1)',
    text,
    published,
    source: `https://${source}.example/r`,
    target: 'https://owner.example/blog/a-post',
    post: '/blog/a-post',
  });

beforeAll(async () => {
  database = createSqliteDatabase();
  app = await buildApp({
    env: testEnv({ DATABASE_URL: database.url, CORS_ORIGINS: 'https://owner.example' }),
    logger: false,
    outboxPollMs: false,
    mentionPollMs: false,
  });
  db = openDatabase(database.url);
  await mention('later', 'Second <script>alert(2)</script>', '2026-11-21T00:00:00.000Z');
  await mention('earlier', 'First', '2026-11-20T00:00:00.000Z');
  await mention('held', 'Not yet', '2026-11-19T00:00:00.000Z');
  for (const reply of await listReplies(db))
    if (!reply.source?.includes('held')) await decideReply(db, reply.id, 'approved');
});

afterAll(async () => {
  await app.close();
  await db.kysely.destroy();
  await database.drop();
});

describe('a post’s replies', () => {
  it('are the approved ones, oldest first, readable by the site', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/replies?post=/blog/a-post/',
      headers: { origin: 'https://owner.example' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('https://owner.example');
    const { replies } = JSON.parse(answer.body) as { replies: { text: string }[] };
    expect(replies.map((reply) => reply.text)).toEqual([
      'First',
      'Second <script>alert(2)</script>',
    ]);
  });

  it('make a page of their own for a reader without JavaScript, every word escaped and no script link', async () => {
    const page = await app.inject({ method: 'GET', url: '/replies/page?post=/blog/a-post' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(page.body).not.toMatch(/<script>|<b>|javascript:/);
    expect(page.body).not.toContain('Not yet');
    // In the site's look, with the way back to the post.
    expect(page.body).toContain('prefers-color-scheme:light');
    expect(page.body).toContain('<a href="https://owner.example/blog/a-post">');
  });

  it('need a post that is a path', async () => {
    for (const url of ['/replies', '/replies?post=https://evil.example/', '/replies?post=/a%0a<b>'])
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(400);
  });
});
