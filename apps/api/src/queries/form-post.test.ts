// The contact form as a browser posts it without JavaScript: urlencoded, answered with 303 to the
// site's result page for the outcome, with the same validation, honeypot, duplicate rule and rate
// limit as the JSON route, and nothing the visitor typed in the address it is sent to.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactResultPagePaths } from '@portfolio/contract/contact-form-results';
import { createSqliteDatabase } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import type { Db } from '../db/database.ts';
import { randomAddress } from '../test-support/random-address.ts';
import { testEnv } from '../test-support/test-env.ts';

const path = '/query/queryPost';
const site = 'https://me.example';
const otherSiteOrigin = 'https://www.me.example';

function form(
  fields: Record<string, string> | [string, string][],
  {
    origin = site,
    remoteAddress = randomAddress(),
  }: { origin?: string | null; remoteAddress?: string } = {},
): InjectOptions {
  return {
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(origin === null ? {} : { origin }),
    },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress,
  };
}

/** A further language of the test's site (as if content/locales/pt-BR/ held it). */
const languageOfTheSite = 'pt-BR';

const words = () => `Hello from the form ${randomBytes(4).toString('hex')}`;

describe('a form posted without JavaScript', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let db: Db;

  beforeAll(async () => {
    database = createSqliteDatabase();
    app = await buildApp({
      env: {
        ...testEnv({
          DATABASE_URL: database.url,
          SITE_URL: `${site}/portfolio`,
          CORS_ORIGINS: `${site},${otherSiteOrigin}`,
          RATE_LIMIT_MAX: '2',
        }),
        SITE_LANGUAGES: new Map([[languageOfTheSite, languageOfTheSite]]),
      },
      logger: false,
      outboxPollMs: false,
    });
    db = openDatabase(database.url);
  });
  afterAll(async () => {
    await db.kysely.destroy();
    await app.close();
    await database.drop();
  });

  const stored = (message: string) =>
    db.kysely.selectFrom('queries').selectAll().where('message', '=', message).execute();

  it('stores the query and sends the visitor to the sent page under the base path', async () => {
    const message = words();
    const response = await app.inject(
      form({ name: '  Ada Lovelace ', email: 'ada@example.com', message: `${message}\r\n` }),
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${site}/portfolio/contact/sent`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await stored(message)).toMatchObject([{ name: 'Ada Lovelace', is_spam: 0 }]);
  });

  it('records the page’s language, and sends the visitor to that language’s result page when the site has it', async () => {
    const message = words();
    const response = await app.inject(
      form({ name: 'Ada', email: 'ada@example.com', message, language: 'pt-br' }),
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `${site}/portfolio/${languageOfTheSite.toLowerCase()}/contact/sent`,
    );
    expect(await stored(message)).toMatchObject([{ language: languageOfTheSite }]);
    const check = await app.inject(
      form({ name: ' ', email: 'ada@example.com', message: words(), language: languageOfTheSite }),
    );
    expect(check.headers.location).toBe(
      `${site}/portfolio/${languageOfTheSite.toLowerCase()}/contact/check/name`,
    );
  });

  it('sends a language the site lacks, or anything that is no language, to the default language’s page', async () => {
    const other = await app.inject(
      form({ name: 'Ada', email: 'ada@example.com', message: words(), language: 'tlh' }),
    );
    expect(other.headers.location).toBe(`${site}/portfolio/contact/sent`);
    for (const language of ['//evil.example', 'hi/../..', '<b>', 'x'.repeat(40)]) {
      const response = await app.inject(
        form({ name: 'Ada', email: 'ada@example.com', message: words(), language }),
      );
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`${site}/portfolio/contact/check/name-email-message`);
    }
  });

  it('goes back to the origin the form came from when it is one of the site’s', async () => {
    const response = await app.inject(
      form(
        { name: 'Ada', email: 'ada@example.com', message: words() },
        { origin: otherSiteOrigin },
      ),
    );
    expect(response.headers.location).toBe(`${otherSiteOrigin}/portfolio/contact/sent`);
  });

  it('uses the site’s address when the browser names no origin', async () => {
    const response = await app.inject(
      form({ name: 'Ada', email: 'ada@example.com', message: words() }, { origin: null }),
    );
    expect(response.headers.location).toBe(`${site}/portfolio/contact/sent`);
  });

  it('names the fields to fix, and only their names, and stores nothing', async () => {
    const message = words();
    const response = await app.inject(
      form({ name: '   ', email: 'not-an-address', message: message }),
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${site}/portfolio/contact/check/name-email`);
    expect(await stored(message)).toEqual([]);
  });

  it('asks for every field when one arrives twice or not at all', async () => {
    const twice = await app.inject(
      form([
        ['name', 'Ada'],
        ['name', 'Grace'],
        ['email', 'ada@example.com'],
        ['message', words()],
      ]),
    );
    expect(twice.headers.location).toBe(`${site}/portfolio/contact/check/name`);
    const missing = await app.inject(form({}));
    expect(missing.headers.location).toBe(`${site}/portfolio/contact/check/name-email-message`);
  });

  it('files a filled honeypot as spam and shows the bot the sent page', async () => {
    const message = words();
    const response = await app.inject(
      form({ name: 'Bot', email: 'bot@example.com', message, website: 'https://spam.example' }),
    );
    expect(response.headers.location).toBe(`${site}/portfolio/contact/sent`);
    expect(await stored(message)).toMatchObject([{ is_spam: 1 }]);
  });

  it('stores a repeat of the same message once', async () => {
    const message = words();
    const visitor = randomAddress();
    const fields = { name: 'Ada', email: 'ada@example.com', message };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await app.inject(form(fields, { remoteAddress: visitor }));
      expect(response.headers.location).toBe(`${site}/portfolio/contact/sent`);
    }
    expect(await stored(message)).toHaveLength(1);
  });

  it('sends a visitor over the rate limit to the too-many page, sharing the JSON route’s count', async () => {
    const visitor = randomAddress();
    const json = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: words() }),
      remoteAddress: visitor,
    });
    expect(json.statusCode).toBe(201);
    const second = await app.inject(
      form({ name: 'Ada', email: 'ada@example.com', message: words() }, { remoteAddress: visitor }),
    );
    expect(second.headers.location).toBe(`${site}/portfolio/contact/sent`);
    const message = words();
    const third = await app.inject(
      form({ name: 'Ada', email: 'ada@example.com', message }, { remoteAddress: visitor }),
    );
    expect(third.statusCode).toBe(303);
    expect(third.headers.location).toBe(`${site}/portfolio/contact/too-many`);
    expect(await stored(message)).toEqual([]);
  });

  it('sends a body over 32 KiB to the not-sent page', async () => {
    const response = await app.inject(
      form({ name: 'Ada', email: 'ada@example.com', message: 'x'.repeat(33 * 1024) }),
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${site}/portfolio/contact/not-sent`);
  });

  it('refuses a form another site aims at the API: nothing stored, no redirect to that site', async () => {
    for (const origin of ['https://attacker.example', 'null', `${site}.attacker.example`]) {
      const message = words();
      const response = await app.inject(
        form({ name: 'Ada', email: 'ada@example.com', message }, { origin }),
      );
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`${site}/portfolio/contact/not-sent`);
      expect(await stored(message)).toEqual([]);
    }
  });

  it('never carries the visitor’s words, and only ever names a page the site prerenders', async () => {
    const message = words();
    const cases = [
      form({ name: 'Ada Secret', email: 'ada.secret@example.com', message }),
      form({ name: 'Ada Secret', email: 'secret', message }),
      form({ name: 'Ada Secret', email: 'ada.secret@example.com', message, website: 'x' }),
    ];
    for (const request of cases) {
      const { location = '' } = (await app.inject(request)).headers;
      expect(location).not.toMatch(/Secret|secret|Hello/);
      expect(contactResultPagePaths()).toContain(
        new URL(location).pathname.replace('/portfolio/', ''),
      );
    }
  });
});

describe('the JSON route is unchanged', () => {
  it('still answers 201 and 400 with JSON, not redirects', async () => {
    const database = createSqliteDatabase();
    const app = await buildApp({
      env: testEnv({ DATABASE_URL: database.url }),
      logger: false,
      outboxPollMs: false,
    });
    try {
      const post = (body: unknown) =>
        app.inject({
          method: 'POST',
          url: path,
          headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
          payload: JSON.stringify(body),
          remoteAddress: randomAddress(),
        });
      expect(
        (await post({ name: 'Ada', email: 'ada@example.com', message: words() })).statusCode,
      ).toBe(201);
      const invalid = await post({ name: ' ', email: 'ada@example.com', message: words() });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.headers.location).toBeUndefined();
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
