// POST /visit through inject(), on SQLite and the local PostgreSQL: a view counts once, a visitor
// once a day (a new one with the next day's salt), bots and other sites not at all; a flood of
// invented paths stays within the cap; and no body, however odd, gets anything but a 204.
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import type { Db } from '../db/database.ts';
import { databaseBackends } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { randomAddress } from '../test-support/random-address.ts';
import { testEnv } from '../test-support/test-env.ts';
import { visitStats } from './visit-stats.ts';

const site = 'http://site.test';
const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

function view(
  body: unknown,
  options: { from?: string; origin?: string | null; headers?: Record<string, string> } = {},
): InjectOptions {
  return {
    method: 'POST',
    url: '/visit',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': browser,
      ...(options.origin === null ? {} : { origin: options.origin ?? site }),
      ...options.headers,
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress: options.from ?? randomAddress(),
  };
}

describe.each(databaseBackends)('POST /visit on $kind', ({ create }) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let db: Db;
  let clock = new Date('2026-03-10T12:00:00Z');

  /** The API as these tests run it: counts written only on close, on the test's clock. */
  const start = () =>
    buildApp({
      env: testEnv({
        DATABASE_URL: database.url,
        CORS_ORIGINS: site,
        VISITS_MAX_VALUES_PER_DAY: '10',
        VISITS_RATE_LIMIT_MAX: '100000',
      }),
      logger: false,
      outboxPollMs: false,
      retentionEveryMs: false,
      visitsFlushMs: false,
      now: () => clock,
    });

  beforeAll(async () => {
    database = await create();
    app = await start();
    db = openDatabase(database.url);
  });

  afterAll(async () => {
    await app.close();
    await db.kysely.destroy();
    await database.drop();
  });

  beforeEach(async () => {
    await db.kysely.deleteFrom('visit_counts').execute();
    clock = new Date('2026-03-10T12:00:00Z');
  });

  /** What the owner would read, once the gathered counts are written. */
  async function stats() {
    await app.close();
    app = await start();
    return visitStats(db, { days: 7, timeZone: 'UTC', now: clock });
  }

  it('counts a page view once, with its page, referrer host, campaign, language and device', async () => {
    const answer = await app.inject(
      view({
        path: '/projects/some-project',
        referrer: 'news.example.org',
        language: 'pt-br',
        device: 'phone',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'spring',
      }),
    );
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');
    const read = await stats();
    expect(read.totals).toEqual({ views: 1, visitors: 1, enquiries: 0 });
    expect(read.top.page).toEqual([{ value: '/projects/some-project', views: 1 }]);
    expect(read.top.referrer).toEqual([{ value: 'news.example.org', views: 1 }]);
    expect(read.top.campaign).toEqual([{ value: 'newsletter / email / spring', views: 1 }]);
    expect(read.top.language).toEqual([{ value: 'pt-BR', views: 1 }]);
    expect(read.top.device).toEqual([{ value: 'phone', views: 1 }]);
  });

  it('counts every view, and one visitor once a day: the next day, the same visitor is new', async () => {
    const address = randomAddress();
    for (const path of ['/', '/about', '/']) await app.inject(view({ path }, { from: address }));
    await app.inject(view({ path: '/' }, { from: randomAddress() }));
    clock = new Date('2026-03-11T09:00:00Z');
    await app.inject(view({ path: '/' }, { from: address }));
    const read = await stats();
    expect(read.days.slice(-2)).toEqual([
      { day: '2026-03-10', views: 4, visitors: 2, enquiries: 0 },
      { day: '2026-03-11', views: 1, visitors: 1, enquiries: 0 },
    ]);
    expect(read.top.page).toEqual([
      { value: '/', views: 4 },
      { value: '/about', views: 1 },
    ]);
  });

  it('leaves out bots, headless browsers, prefetches, other sites and views with no origin', async () => {
    const ignored = [
      view(
        { path: '/' },
        { headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } },
      ),
      view(
        { path: '/' },
        { headers: { 'user-agent': browser.replace('Chrome/', 'HeadlessChrome/') } },
      ),
      view({ path: '/' }, { headers: { 'user-agent': '' } }),
      view({ path: '/' }, { headers: { 'sec-purpose': 'prefetch;prerender' } }),
      view({ path: '/' }, { origin: 'https://elsewhere.example' }),
      view({ path: '/' }, { origin: null }),
    ];
    for (const request of ignored) expect((await app.inject(request)).statusCode).toBe(204);
    expect((await stats()).totals.views).toBe(0);
  });

  it('keeps a referrer to its host and a path without its query', async () => {
    await app.inject(
      view({ path: '/blog?secret=1#top', referrer: 'https://search.example/q?name=visitor' }),
    );
    const read = await stats();
    expect(read.top.page).toEqual([{ value: '/blog', views: 1 }]);
    expect(read.top.referrer).toEqual([{ value: 'search.example', views: 1 }]);
  });

  it('counts a flood of invented paths within the cap, the rest as (other)', async () => {
    for (let n = 0; n < 40; n += 1) await app.inject(view({ path: `/invented-${String(n)}` }));
    await stats();
    // Another instance's (or a later flush's) new paths are capped against what is stored.
    for (let n = 40; n < 60; n += 1) await app.inject(view({ path: `/invented-${String(n)}` }));
    await stats();
    const rows = await db.kysely
      .selectFrom('visit_counts')
      .select(['value', 'views'])
      .where('dimension', '=', 'page')
      .execute();
    expect(rows.length).toBeLessThanOrEqual(11);
    expect(rows.reduce((sum, row) => sum + row.views, 0)).toBe(60);
    expect(Number(rows.find((row) => row.value === '(other)')?.views)).toBe(50);
  });

  it('answers 204 to any body, never a server error', async () => {
    const anything = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.json().map(String),
      fc
        .record(
          {
            path: fc.oneof(fc.string({ unit: 'binary' }), fc.jsonValue()),
            referrer: fc.oneof(fc.string({ unit: 'binary' }), fc.jsonValue()),
            language: fc.oneof(fc.string({ unit: 'binary' }), fc.jsonValue()),
            device: fc.oneof(fc.string(), fc.jsonValue()),
            utm_campaign: fc.oneof(fc.string({ unit: 'binary' }), fc.jsonValue()),
          },
          { requiredKeys: [] },
        )
        .map((body) => JSON.stringify(body)),
    );
    const contentType = fc.constantFrom(
      'text/plain;charset=UTF-8',
      'application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/octet-stream',
      'nonsense',
    );
    await fc.assert(
      fc.asyncProperty(anything, contentType, async (body, type) => {
        const answer = await app.inject({
          ...view(body),
          headers: { 'content-type': type, 'user-agent': browser, origin: site },
        });
        // Fastify refuses a Content-Type that is not a media type at all before any parser.
        expect(answer.statusCode).toBe(type === 'nonsense' ? 415 : 204);
      }),
      { numRuns: 150 },
    );
    const tooLong = await app.inject(view({ path: `/${'a'.repeat(5000)}` }));
    expect(tooLong.statusCode).toBe(413);
  });

  it('is rate-limited per address', async () => {
    const limited = await buildApp({
      env: testEnv({
        DATABASE_URL: database.url,
        CORS_ORIGINS: site,
        VISITS_RATE_LIMIT_MAX: '3',
      }),
      logger: false,
      outboxPollMs: false,
      retentionEveryMs: false,
      visitsFlushMs: false,
    });
    const address = randomAddress();
    const answers = [];
    for (let n = 0; n < 4; n += 1)
      answers.push((await limited.inject(view({ path: '/' }, { from: address }))).statusCode);
    expect(answers).toEqual([204, 204, 204, 429]);
    expect((await limited.inject(view({ path: '/' }))).statusCode).toBe(204);
    await limited.close();
  });

  it('is not there when the owner turns counting off (VISITS=off)', async () => {
    const off = await buildApp({
      env: testEnv({ DATABASE_URL: database.url, CORS_ORIGINS: site, VISITS: 'off' }),
      logger: false,
      outboxPollMs: false,
      retentionEveryMs: false,
    });
    expect((await off.inject(view({ path: '/' }))).statusCode).toBe(404);
    await off.close();
  });
});
