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

  async function send(query: CorpusQuery) {
    const response = await app.inject({
      method: 'POST',
      url: '/query/queryPost',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(query),
      remoteAddress: randomAddress(),
    });
    expect(response.statusCode).toBe(201);
    expect(Object.keys(response.json<object>()).sort()).toEqual(['id', 'status']);
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
      `spam corpus on ${kind}: ${String(genuine.length)} genuine, 0 false positives; caught per layer ${JSON.stringify(caught)}`,
    );
  });
});
