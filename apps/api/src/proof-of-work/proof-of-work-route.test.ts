// The proof-of-work layer through the API: a challenge from GET /query/challenge, solved as a
// browser does, lands the query in the inbox once; without a solution, or with a spent, expired
// or forged one, the query is filed as spam with the reason, and the sender hears the same 201.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactChallengePath } from '@portfolio/contract/contact-query-limits';
import { createSqliteDatabase, databaseBackends } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import type { Challenge } from 'altcha-lib/types';
import { buildApp } from '../app.ts';
import { loadApiEnv } from '../env.ts';
import { openDatabase } from '../db/database.ts';
import type { Db } from '../db/database.ts';
import { parseReasons } from '../queries/spam-rules.ts';
import { mintedProofOfWork, solvedProofOfWork } from '../test-support/proof-of-work.ts';
import { randomAddress } from '../test-support/random-address.ts';
import { testEnv } from '../test-support/test-env.ts';
import { challengeLifetimeMs } from './proof-of-work.ts';

const site = 'http://localhost:3000';

describe.each(databaseBackends)('proof of work on $kind', ({ create }) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let db: Db;

  beforeAll(async () => {
    database = await create();
    // No ALTCHA_HMAC_KEY: the API makes one and keeps it in the database, as for `npm start`.
    app = await buildApp({
      env: testEnv({
        DATABASE_URL: database.url,
        ALTCHA_HMAC_KEY: '',
        RATE_LIMIT_MAX: '1000',
        NOTIFY_WEBHOOK_URL: 'http://127.0.0.1:9/hook',
      }),
      logger: false,
      outboxPollMs: false,
      retentionEveryMs: false,
    });
    db = openDatabase(database.url);
  });

  afterAll(async () => {
    await db.kysely.destroy();
    await app.close();
    await database.drop();
  });

  async function challenge(instance: FastifyInstance = app): Promise<Challenge> {
    const response = await instance.inject({
      method: 'GET',
      url: contactChallengePath,
      headers: { origin: site },
    });
    expect(response.statusCode).toBe(200);
    return response.json<Challenge>();
  }

  async function send(altcha?: string, instance: FastifyInstance = app) {
    const message = `Could you build a booking site? ${randomUUID()}`;
    const response = await instance.inject({
      method: 'POST',
      url: '/query/queryPost',
      remoteAddress: randomAddress(),
      headers: { 'content-type': 'application/json', origin: site },
      payload: {
        name: 'Ada',
        email: `${randomUUID()}@example.com`,
        message,
        ...(altcha === undefined ? {} : { altcha }),
      },
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    const row = await db.kysely
      .selectFrom('queries')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const outbox = await db.kysely
      .selectFrom('outbox')
      .select('id')
      .where('query_id', '=', id)
      .execute();
    return {
      spam: row.is_spam === 1,
      reasons: parseReasons(row.spam_reasons).map((reason) => reason.detail),
      notified: outbox.length,
    };
  }

  it('hands out a signed challenge that expires in ten minutes, never cached, to the site', async () => {
    const response = await app.inject({
      method: 'GET',
      url: contactChallengePath,
      headers: { origin: site },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['access-control-allow-origin']).toBe(site);
    const { parameters, signature } = response.json<Challenge>();
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(parameters.algorithm).toBe('SHA-256');
    const lifetime = (parameters.expiresAt ?? 0) * 1000 - Date.now();
    expect(lifetime).toBeGreaterThan(challengeLifetimeMs - 5000);
    expect(lifetime).toBeLessThanOrEqual(challengeLifetimeMs);
  });

  it('lands a query with a solved challenge in the inbox, with its notification', async () => {
    expect(await send(await solvedProofOfWork(await challenge()))).toEqual({
      spam: false,
      reasons: [],
      notified: 1,
    });
  });

  it('files a query posted straight at the API, with no solution, as spam', async () => {
    expect(await send()).toEqual({
      spam: true,
      reasons: ['no proof of work (not sent by the site’s script)'],
      notified: 0,
    });
  });

  it('accepts a solution once: a replay is spam (the database spends it without Redis)', async () => {
    const solved = await solvedProofOfWork(await challenge());
    expect((await send(solved)).spam).toBe(false);
    expect(await send(solved)).toMatchObject({
      spam: true,
      reasons: ['the proof of work was already used'],
    });
    const replays = await Promise.all([1, 2, 3].map(() => send(solved)));
    expect(replays.every((result) => result.spam)).toBe(true);
  });

  it('files an expired, forged or altered solution as spam, never as an error', async () => {
    const key = (
      await db.kysely.selectFrom('api_settings').select('value').executeTakeFirstOrThrow()
    ).value;
    const old = new Date(Date.now() - challengeLifetimeMs - 1000);
    expect((await send(await mintedProofOfWork(key, { now: old }))).reasons).toEqual([
      'the proof of work expired',
    ]);
    expect((await send(await mintedProofOfWork('someone-elses-key-'.repeat(3)))).reasons).toEqual([
      'the proof of work was not signed by this API (forged or altered)',
    ]);
    expect((await send('{"not":"base64"}')).reasons).toEqual([
      'the proof of work could not be read',
    ]);
  });

  it('keeps the key it made: a challenge handed out before a restart is still good after', async () => {
    const before = await challenge();
    const restarted = await buildApp({
      env: testEnv({ DATABASE_URL: database.url, ALTCHA_HMAC_KEY: '', RATE_LIMIT_MAX: '1000' }),
      logger: false,
      outboxPollMs: false,
      retentionEveryMs: false,
    });
    try {
      expect((await send(await solvedProofOfWork(before), restarted)).spam).toBe(false);
    } finally {
      await restarted.close();
    }
  });
});

describe('ALTCHA_HMAC_KEY', () => {
  it('is required in production, and must be long enough', () => {
    expect(() => loadApiEnv({ NODE_ENV: 'production' })).toThrow(
      /ALTCHA_HMAC_KEY: is required when NODE_ENV=production/,
    );
    expect(() => loadApiEnv({ ALTCHA_HMAC_KEY: 'short' })).toThrow(
      /ALTCHA_HMAC_KEY: must be at least 32 characters/,
    );
    expect(
      loadApiEnv({ NODE_ENV: 'production', ALTCHA_HMAC_KEY: 'k'.repeat(32) }).ALTCHA_HMAC_KEY,
    ).toBe('k'.repeat(32));
  });
});

describe('the time-to-fill floor through the API', () => {
  it('files a form the script measured as filled in too fast as spam, and a slower one not', async () => {
    const database = createSqliteDatabase();
    const app = await buildApp({
      env: testEnv({ DATABASE_URL: database.url, SPAM_MIN_FILL_TIME: '3s' }),
      logger: false,
      outboxPollMs: false,
      retentionEveryMs: false,
    });
    const db = openDatabase(database.url);
    try {
      const verdict = async (fillTime: number) => {
        const response = await app.inject({
          method: 'POST',
          url: '/query/queryPost',
          remoteAddress: randomAddress(),
          headers: { 'content-type': 'application/json' },
          payload: {
            name: 'Ada',
            email: `${randomUUID()}@example.com`,
            message: `Hello ${randomUUID()}`,
            altcha: await mintedProofOfWork(),
            fillTime,
          },
        });
        expect(response.statusCode).toBe(201);
        const row = await db.kysely
          .selectFrom('queries')
          .select('spam_reasons')
          .where('id', '=', response.json<{ id: string }>().id)
          .executeTakeFirstOrThrow();
        return parseReasons(row.spam_reasons).map((reason) => reason.layer);
      };
      expect(await verdict(450)).toEqual(['fill-time']);
      expect(await verdict(9000)).toEqual([]);
    } finally {
      await db.kysely.destroy();
      await app.close();
      await database.drop();
    }
  });
});
