// The corpus (spam-corpus.ts) through the API, on SQLite and PostgreSQL: every genuine enquiry
// reaches the inbox and its notification; each spam lands in the spam folder for the reason
// expected, answered exactly as a genuine one (the visitor learns nothing). The figures per layer
// are printed for the closing note.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBackends } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import type { Db } from '../db/database.ts';
import { mintedProofOfWork } from '../test-support/proof-of-work.ts';
import { randomAddress } from '../test-support/random-address.ts';
import { testEnv } from '../test-support/test-env.ts';
import { campaign, corpusBlockedWords, flood, genuine, spam } from './spam-corpus.ts';
import type { CorpusQuery } from './spam-corpus.ts';
import { parseReasons } from './spam-rules.ts';

describe.each(databaseBackends)('the spam corpus on $kind', ({ kind, create }) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let db: Db;

  beforeAll(async () => {
    database = await create();
    app = await buildApp({
      env: testEnv({
        DATABASE_URL: database.url,
        RATE_LIMIT_MAX: '1000',
        SPAM_BLOCKED_WORDS: corpusBlockedWords,
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

  /**
   * `script`: as the site's script posts (JSON with a proof of work), or as a bot that solves it;
   * `straight`: JSON posted straight at the API; `form`: the form posted without JavaScript.
   */
  async function send(query: CorpusQuery, how: 'script' | 'straight' | 'form' = 'script') {
    const response = await app.inject({
      method: 'POST',
      url: '/query/queryPost',
      remoteAddress: randomAddress(),
      ...(how === 'form'
        ? {
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              origin: 'http://localhost:3000',
            },
            payload: new URLSearchParams({ website: '', ...query }).toString(),
          }
        : {
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(
              how === 'script' ? { ...query, altcha: await mintedProofOfWork() } : query,
            ),
          }),
    });
    // The visitor learns nothing: the same answer whatever the verdict.
    if (how === 'form') expect(response.statusCode).toBe(303);
    else {
      expect(response.statusCode).toBe(201);
      expect(Object.keys(response.json<object>()).sort()).toEqual(['id', 'status']);
    }
    const row = await db.kysely
      .selectFrom('queries')
      .selectAll()
      .where('email', '=', query.email)
      .where('message', '=', query.message)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const { id } = row;
    const outbox = await db.kysely
      .selectFrom('outbox')
      .select('id')
      .where('query_id', '=', id)
      .execute();
    return {
      spam: row.is_spam === 1,
      layers: parseReasons(row.spam_reasons).map((r) => r.layer),
      notified: outbox.length,
    };
  }

  it('lands every genuine enquiry in the inbox, with its notification', async () => {
    const falsePositives: string[] = [];
    for (const query of genuine) {
      const result = await send(query);
      if (result.spam) falsePositives.push(`${query.name}: ${result.layers.join(', ')}`);
      else expect(result.notified).toBe(1);
    }
    expect(falsePositives).toEqual([]);
  });

  it('lands every genuine enquiry sent without JavaScript in the inbox too', async () => {
    const falsePositives: string[] = [];
    for (const query of genuine) {
      const result = await send({ ...query, email: `nojs.${query.email}` }, 'form');
      if (result.spam) falsePositives.push(`${query.name}: ${result.layers.join(', ')}`);
      else expect(result.notified).toBe(1);
    }
    expect(falsePositives).toEqual([]);
  });

  it('files every query posted straight at the API, without a proof of work, as spam', async () => {
    for (const query of [...genuine, ...spam]) {
      const result = await send({ ...query, email: `bot.${query.email}` }, 'straight');
      expect(result.spam, query.message).toBe(true);
      expect(result.layers).toContain('proof-of-work');
      expect(result.notified).toBe(0);
    }
  });

  it('files each spam for its reason, never notifying it', async () => {
    const caught: Record<string, number> = {};
    for (const query of spam) {
      const result = await send(query);
      expect(result.spam, query.message).toBe(true);
      expect(result.layers).toContain(query.expect);
      expect(result.notified).toBe(0);
      caught[query.expect] = (caught[query.expect] ?? 0) + 1;
    }
    const campaignResults = [];
    for (const query of campaign) campaignResults.push(await send(query));
    expect(campaignResults.map((result) => result.spam)).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
    caught['same-message'] = campaignResults.filter((r) =>
      r.layers.includes('same-message'),
    ).length;
    const floodResults = [];
    for (const query of flood) floodResults.push(await send(query));
    expect(floodResults.map((result) => result.spam)).toEqual([
      ...Array<boolean>(9).fill(false),
      true,
      true,
    ]);
    caught['many-messages'] = floodResults.filter((r) => r.layers.includes('many-messages')).length;
    console.info(
      `spam corpus on ${kind}: ${String(genuine.length)} genuine (each with the script and without JavaScript), 0 false positives; spam with a solved proof of work caught per layer ${JSON.stringify(caught)}; ${String(genuine.length + spam.length)} posted straight at the API, all caught by proof-of-work`,
    );
  });
});
