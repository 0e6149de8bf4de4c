// Whatever a client sends to the replies' doors (any body, any content type, any token), the
// answer is a 2xx, 3xx or 4xx, never a 5xx or a stack trace, on SQLite and on PostgreSQL; a form
// the browser posted lands on one of the site's replies pages, whose address names nothing the
// client sent; and a name with a line break, or a website that is not http(s), never reaches the
// store (they would reach a mail's header, a link on the post).
import { replyResultPaths } from '@portfolio/contract/replies';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBackends } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import type { Db } from '../db/database.ts';
import { testEnv } from '../test-support/test-env.ts';

const awkward = fc.constantFrom(
  '\u0000',
  '\r\nBcc: victim@example.com',
  '\u001b[2J',
  '\u202e',
  '\ud800',
  '%00',
  'javascript:alert(1)',
  '<script>',
  '😀',
);
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc
    .array(fc.oneof(awkward, fc.string({ maxLength: 6 })), { maxLength: 8 })
    .map((parts) => parts.join('')),
);
const value = fc.oneof(text, fc.jsonValue({ maxDepth: 2 }));
const fields = ['post', 'name', 'message', 'site', 'email', 'language', 'website', 'altcha'];
const jsonBody = fc
  .record(
    {
      post: fc.oneof(fc.constantFrom('/blog/a-post', '/hi/blog/a-post'), value),
      name: value,
      message: value,
      site: fc.oneof(fc.webUrl(), value),
      email: fc.oneof(fc.emailAddress(), value),
      language: fc.oneof(fc.constantFrom('en', 'hi', 'x-klingon'), value),
      website: value,
      altcha: value,
    },
    { requiredKeys: [] },
  )
  .map((body) => JSON.stringify(body));
const formBody = fc
  .array(fc.tuple(fc.constantFrom(...fields, '__proto__'), text), { maxLength: 8 })
  .map((pairs) => new URLSearchParams(pairs).toString());
const anyBody = fc.oneof(jsonBody, formBody, fc.string({ unit: 'binary', maxLength: 200 }));
const contentType = fc.constantFrom(
  'application/json',
  'application/x-www-form-urlencoded',
  'text/plain',
  'multipart/form-data; boundary=x',
  '',
);
const resultPaths: string[] = Object.values(replyResultPaths);

describe.each(databaseBackends)('the replies’ doors on $kind, for any request', ({ create }) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let db: Db;

  beforeAll(async () => {
    database = await create();
    db = openDatabase(database.url);
    app = await buildApp({
      env: testEnv({ DATABASE_URL: database.url, RATE_LIMIT_MAX: '100000' }),
      logger: false,
      outboxPollMs: false,
      mentionPollMs: false,
      replyMailPollMs: false,
    });
  });
  afterAll(async () => {
    await db.kysely.destroy();
    await app.close();
    await database.drop();
  });

  it('answers a reply with a 202, a 303 to a replies page, or a 4xx; never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(anyBody, contentType, async (body, type) => {
        const response = await app.inject({
          method: 'POST',
          url: '/replies',
          headers: type === '' ? {} : { 'content-type': type },
          payload: body,
        });
        expect(response.statusCode, body).toBeLessThan(500);
        expect(response.body).not.toMatch(/"stack"|\bat .+:\d+:\d+/);
        if (type === 'application/x-www-form-urlencoded') {
          expect(response.statusCode).toBe(303);
          const target = new URL(response.headers.location ?? '');
          expect(resultPaths).toContain(
            target.pathname.replace(/^\/(?:[a-z-]+\/)?(?=replies)/, ''),
          );
          expect(target.search + target.hash).toBe('');
          return;
        }
        expect([202, 400, 413, 415]).toContain(response.statusCode);
      }),
      { numRuns: 120 },
    );
    const kept = await db.kysely
      .selectFrom('replies')
      .select(['author_name', 'author_url'])
      .execute();
    for (const row of kept) {
      // eslint-disable-next-line no-control-regex -- what a kept name may not hold
      expect(row.author_name).not.toMatch(/[\u0000-\u001f\u007f\r\n]/);
      if (row.author_url !== null) expect(row.author_url).toMatch(/^https?:\/\//);
    }
  });

  it('answers any stop token with a page, a redirect or a 400, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(text, fc.constantFrom('GET', 'POST'), async (token, method) => {
        const response = await app.inject({
          method,
          url: `/replies/stop?token=${encodeURIComponent(token.replace(/[\ud800-\udfff]/g, '?'))}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });
        expect(response.statusCode, `${method} ${token}`).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});
