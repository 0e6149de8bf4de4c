// Whatever a client sends to the newsletter's doors (any body, any content type, any token), the
// answer is a 2xx, 3xx or 4xx, never a 5xx or a stack trace, on SQLite and on PostgreSQL; a form
// the browser posted lands on one of the site's newsletter pages, whose address names nothing the
// client sent; and an address with a line break never reaches the store.
import { newsletterResultPaths } from '@portfolio/contract/newsletter';
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
  '"',
  '<script>',
  '😀',
);
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc
    .array(fc.oneof(awkward, fc.string({ maxLength: 6 })), { maxLength: 8 })
    .map((parts) => parts.join('')),
);
const email = fc.oneof(
  fc.emailAddress(),
  fc.tuple(fc.emailAddress(), awkward).map(([address, odd]) => `${address}${odd}`),
  text,
  fc.jsonValue({ maxDepth: 2 }),
);
const jsonBody = fc
  .record(
    { email, language: fc.oneof(fc.constantFrom('en', 'hi', 'pt-BR', 'x-klingon'), text) },
    { requiredKeys: [] },
  )
  .map((value) => JSON.stringify(value));
const formBody = fc
  .array(fc.tuple(fc.constantFrom('email', 'language', 'website', '__proto__'), text), {
    maxLength: 5,
  })
  .map((pairs) => new URLSearchParams(pairs).toString());
const anyBody = fc.oneof(jsonBody, formBody, fc.string({ unit: 'binary', maxLength: 200 }));
const contentType = fc.constantFrom(
  'application/json',
  'application/x-www-form-urlencoded',
  'text/plain',
  'multipart/form-data; boundary=x',
  '',
);
const resultPaths: string[] = Object.values(newsletterResultPaths);

describe.each(databaseBackends)(
  'the newsletter’s doors on $kind, for any request',
  ({ create }) => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let db: Db;

    beforeAll(async () => {
      database = await create();
      db = openDatabase(database.url);
      app = await buildApp({
        env: testEnv({
          DATABASE_URL: database.url,
          RATE_LIMIT_MAX: '100000',
          // A server that is not there: the mails wait; the doors are what is tested.
          SMTP_URL: 'smtp://127.0.0.1:9',
          NOTIFY_EMAIL_TO: 'owner@example.com',
          NOTIFY_EMAIL_FROM: 'site@example.com',
          NEWSLETTER_CONFIRMATIONS_PER_HOUR: '100000',
        }),
        logger: false,
        outboxPollMs: false,
        newsletterMailPollMs: false,
        newsletterPollsFeed: false,
      });
    });
    afterAll(async () => {
      await db.kysely.destroy();
      await app.close();
      await database.drop();
    });

    it('answers the form with a 202, a 303 to a newsletter page, or a 4xx; never a 5xx', async () => {
      await fc.assert(
        fc.asyncProperty(anyBody, contentType, async (body, type) => {
          const response = await app.inject({
            method: 'POST',
            url: '/newsletter',
            headers: type === '' ? {} : { 'content-type': type },
            payload: body,
          });
          expect(response.statusCode, body).toBeLessThan(500);
          expect(response.body).not.toMatch(/"stack"|\bat .+:\d+:\d+/);
          if (type === 'application/x-www-form-urlencoded') {
            expect(response.statusCode).toBe(303);
            const target = new URL(response.headers.location ?? '');
            expect(resultPaths).toContain(
              target.pathname.replace(/^\/(?:[a-z-]+\/)?(?=newsletter)/, ''),
            );
            expect(target.search + target.hash).toBe('');
            return;
          }
          expect([202, 400, 413, 415]).toContain(response.statusCode);
        }),
        { numRuns: 300 },
      );
      const kept = await db.kysely.selectFrom('newsletter_subscribers').select('email').execute();
      // eslint-disable-next-line no-control-regex -- what a kept address may not hold
      for (const { email: address } of kept) expect(address).not.toMatch(/[\u0000-\u001f\u007f]/);
    });

    it('answers any token with a redirect, a page or a 400, never a 5xx', async () => {
      await fc.assert(
        fc.asyncProperty(text, fc.constantFrom('GET', 'POST'), async (token, method) => {
          for (const path of ['/newsletter/confirm', '/newsletter/unsubscribe']) {
            const response = await app.inject({
              method: method,
              url: `${path}?token=${encodeURIComponent(token.replace(/[\ud800-\udfff]/g, '?'))}`,
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              payload: 'List-Unsubscribe=One-Click',
            });
            expect(response.statusCode, `${method} ${path} ${token}`).toBeLessThan(500);
          }
        }),
        { numRuns: 150 },
      );
    });
  },
);
