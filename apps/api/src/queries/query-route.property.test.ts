// Property tests of the contract and the route: whatever a client sends (any JSON shape, any
// string, control characters, lone surrogates, invisible characters, odd content types), the
// answer is a 2xx or 4xx with a JSON body and no stack trace (or, for a form the browser posted,
// a 303 to one of the site's result pages), on SQLite and on PostgreSQL; and
// whatever the contract accepts is text a person could have typed.
import { checkContactQuery } from '@portfolio/contract/contact-query';
import { contactResultPagePaths } from '@portfolio/contract/contact-form-results';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import type { Db } from '../db/database.ts';
import { databaseBackends } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { testEnv } from '../test-support/test-env.ts';

// Any UTF-16 code unit (lone surrogates and controls included), and the characters people and
// attackers actually send: NUL, ESC, BEL, C1 controls, zero-width and bidi characters.
const awkward = fc.constantFrom(
  '\u0000',
  '\u0007',
  '\u001b[2J',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u200b',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u202e',
  '\u3164',
  '\u2800',
  '\ud800',
  '\udfff',
  '\r\n',
  '\n',
  '\t',
  ' ',
  'é',
  '😀',
  '@',
  '"',
  '\\',
  '<',
  '%00',
  "'; drop table queries; --",
);
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc
    .array(fc.oneof(awkward, fc.string({ maxLength: 5 })), { maxLength: 12 })
    .map((parts) => parts.join('')),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);
const plausibleEmail = fc.oneof(
  fc.emailAddress(),
  fc.tuple(text, fc.emailAddress()).map(([prefix, address]) => `${prefix}${address}`),
  text,
);
const field = fc.oneof(text, fc.jsonValue({ maxDepth: 2 }));
// Ordinary words with something awkward somewhere in them: mostly valid queries, so that what
// the contract lets through is exercised as much as what it refuses.
const word = fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 12 });
const seasoned = fc
  .tuple(word, fc.option(awkward, { freq: 2 }), word)
  .map(([before, odd, after]) => `${before}${odd ?? ''}${after}`);
const nearlyValid = fc.record({
  name: seasoned,
  email: fc.emailAddress(),
  message: seasoned,
  website: fc.constantFrom('', 'http://spam.example'),
});
const randomShape = fc.record(
  {
    name: fc.oneof(text, field),
    email: fc.oneof(plausibleEmail, field),
    message: fc.oneof(text, field),
    website: fc.oneof(fc.constant(''), text, field),
  },
  { requiredKeys: [] },
);
const queryShaped = fc.oneof(nearlyValid, randomShape);
// A urlencoded body as a browser or a bot would send it: known and unknown keys, repeated keys,
// odd percent-encoding.
const formBody = fc
  .array(
    fc.tuple(
      fc.constantFrom('name', 'email', 'message', 'website', 'name[]', '__proto__', 'x'),
      fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), awkward),
    ),
    { maxLength: 6 },
  )
  .map((pairs) => new URLSearchParams(pairs).toString());
const anyFormBody = fc.oneof(
  formBody,
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constant('%E0%A4%A&name=%'),
);
const anyBody = fc.oneof(
  anyFormBody,
  queryShaped.map((value) => JSON.stringify(value)),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.string({ unit: 'binary', maxLength: 200 }),
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  '',
);

// eslint-disable-next-line no-control-regex -- what an accepted name or e-mail may not hold
const controlInLine = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- what an accepted message may not hold
const controlInMessage = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

// Known troublemakers, always tried first: NUL was a 201 on SQLite and a 503 on PostgreSQL.
const troublemakers = [
  'x\u0000y',
  'a\u001b[2Jb',
  'broken \ud800',
  '\u200b\u200b',
  'ok\u009bok',
].map((message) => ({ name: 'Ada', email: 'ada@example.com', message, website: '' }));

describe('the contract, for any input', () => {
  it('never throws, and accepts only trimmed text without controls, surrogates or emptiness', () => {
    fc.assert(
      fc.property(fc.oneof(queryShaped, fc.jsonValue()), (input) => {
        const checked = checkContactQuery(input);
        if (!checked.ok) {
          expect(Object.keys(checked.fields).length).toBeGreaterThan(0);
          return;
        }
        const { name, email, message } = checked.query;
        for (const value of [name, email, message]) {
          expect(value).toBe(value.trim());
          expect(value.length).toBeGreaterThan(0);
          expect(/\p{Cs}/u.test(value)).toBe(false);
          expect(/^[\s\p{Default_Ignorable_Code_Point}]*$/u.test(value)).toBe(false);
        }
        expect(controlInLine.test(name) || controlInLine.test(email)).toBe(false);
        expect(controlInMessage.test(message)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});

describe.each(databaseBackends)('the route on $kind, for any request', ({ create }) => {
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
    });
  });
  afterAll(async () => {
    await db.kysely.destroy();
    await app.close();
    await database.drop();
  });

  it('answers 201 or a 4xx with a JSON body, never a 5xx or a stack trace', async () => {
    await fc.assert(
      fc.asyncProperty(anyBody, contentType, async (body, type) => {
        const response = await app.inject({
          method: 'POST',
          url: '/query/queryPost',
          headers: type === '' ? {} : { 'content-type': type },
          payload: body,
        });
        expect(response.statusCode, body).toBeLessThan(500);
        if (/^application\/x-www-form-urlencoded/i.test(type)) {
          expect(response.statusCode).toBe(303);
          const target = new URL(response.headers.location ?? '');
          expect(target.origin).toBe('http://localhost:3000');
          expect(contactResultPagePaths()).toContain(target.pathname.slice(1));
          expect(target.search + target.hash).toBe('');
          return;
        }
        expect([201, 400, 413, 415]).toContain(response.statusCode);
        const answer = response.json<Record<string, unknown>>();
        expect(typeof answer).toBe('object');
        expect(response.body).not.toMatch(/"stack"|\bat .+:\d+:\d+/);
      }),
      {
        numRuns: 400,
        examples: troublemakers.map((query): [string, string] => [
          JSON.stringify(query),
          'application/json',
        ]),
      },
    );
  }, 120_000);

  it('stores every accepted query so that it reads back exactly as the contract returned it', async () => {
    await fc.assert(
      fc.asyncProperty(queryShaped, async (query) => {
        const checked = checkContactQuery(query);
        const response = await app.inject({
          method: 'POST',
          url: '/query/queryPost',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(query),
        });
        expect(response.statusCode).toBe(checked.ok ? 201 : 400);
        if (!checked.ok) return;
        const { id } = response.json<{ id: string }>();
        const row = await db.kysely
          .selectFrom('queries')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        // A repeat within ten minutes answers with the first id: same address and message.
        expect(row.message).toBe(checked.query.message);
        expect(row.email.toLowerCase()).toBe(checked.query.email.toLowerCase());
      }),
      {
        numRuns: 300,
        examples: troublemakers.map((query): [Record<string, string>] => [query]),
      },
    );
  }, 120_000);
});
