// Storing and reading enquiries. A query and its notifications are written in one transaction,
// so a 201 always means both are on disk.
import { randomUUID } from 'node:crypto';
import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database, StoredQuery } from '../db/schema.ts';
import type { EnqueueAutoReply, EnqueueNotifications } from '../notify/notifications.ts';
import { queryFingerprint } from './fingerprint.ts';
import { replayedReason } from '../proof-of-work/proof-of-work.ts';
import { spendChallenge } from '../proof-of-work/spend-in-database.ts';
import { autoReplyLockKey } from '../notify/outbox-repository.ts';
import { lookUpBatch } from './batch-lookup.ts';
import { createSpamHistory, storedAddresses } from './spam-history.ts';
import { defaultSpamRules, messageFingerprint } from './spam-rules.ts';
import type { SpamReason } from './spam-rules.ts';

export const duplicateWindowMs = 10 * 60_000;

export interface IncomingQuery {
  name: string;
  email: string;
  message: string;
  /** The language the form was sent in (a canonical BCP 47 tag), when the client said. */
  language?: string | undefined;
  /** Whether the query itself gave it away (spam-rules.ts contentReasons; the honeypot). */
  spam: boolean;
  /** Why; without it, a spam query is taken to have filled the honeypot. */
  reasons?: SpamReason[];
  /** The flood threshold (SPAM_MAX_PER_ADDRESS); the default without it. */
  maxPerAddressPerHour?: number;
  /** A proof-of-work challenge to spend with the query, when no shared store spent it. */
  spendChallenge?: { id: string; expiresAt: Date };
}

export interface ReceivedQuery {
  id: string;
  duplicate: boolean;
  /** Filed as spam: by its content, or by what was stored before it. */
  spam: boolean;
}

const honeypotReason: SpamReason = { layer: 'honeypot', detail: 'honeypot filled' };

/**
 * Stores a batch of queries inside the caller's transaction, each as if it had been stored alone
 * and in order: the duplicate check, the spam history, the row and its outbox. What is stored is
 * looked up in one statement for the whole batch (batch-lookup.ts) and the rows go in as one, so a
 * batch of many costs a handful of statements rather than a handful per query.
 */
async function storeQueries(
  trx: Transaction<Database>,
  db: Db,
  queries: readonly IncomingQuery[],
  enqueue: EnqueueNotifications,
  now: Date,
  autoReply?: EnqueueAutoReply,
): Promise<ReceivedQuery[]> {
  if (queries.length === 0) return [];
  const createdAt = now.toISOString();
  const addresses = await storedAddresses(
    trx,
    queries.map((query) => query.email),
  );
  const items = queries.map((query, i) => ({
    query,
    fingerprint: queryFingerprint(query.email, query.message),
    history: {
      address: query.email.trim().toLowerCase(),
      storedAddress: addresses[i] ?? query.email.toLowerCase(),
      messageFingerprint: messageFingerprint(query.message),
    },
  }));
  const fingerprints = [...new Set(items.map((item) => item.fingerprint))];

  // Two identical submissions racing (two instances, PostgreSQL) must not both insert, nor two
  // queries from one address both get an auto-reply; every key the batch needs is taken at once,
  // in one order, so two batches never wait for each other in a circle.
  await db.lockKeys(trx, [
    ...fingerprints,
    ...(autoReply === undefined ? [] : items.map((item) => autoReplyLockKey(item.history.address))),
  ]);

  const stored = await lookUpBatch(trx, {
    fingerprints,
    messageFingerprints: [...new Set(items.map((item) => item.history.messageFingerprint))],
    addresses: [...new Set(items.map((item) => item.history.address))],
    since: new Date(now.getTime() - duplicateWindowMs).toISOString(),
    dayAgo: new Date(now.getTime() - 86_400_000).toISOString(),
    hourAgo: new Date(now.getTime() - 3_600_000).toISOString(),
  });
  // fingerprint and is_spam → the earliest such query within the window
  const earlier = new Map<string, { id: string; spam: boolean }>();
  const key = (fingerprint: string, spam: boolean) => `${fingerprint}:${spam ? '1' : '0'}`;
  for (const row of stored.earlier) {
    const rowKey = key(row.fingerprint, row.spam);
    if (!earlier.has(rowKey)) earlier.set(rowKey, { id: row.id, spam: row.spam });
  }
  const history = createSpamHistory(stored);

  const received: ReceivedQuery[] = [];
  const rows: Insertable<Database['queries']>[] = [];
  for (const { query, fingerprint, history: item } of items) {
    const found = earlier.get(key(fingerprint, query.spam));
    if (found) {
      received.push({ id: found.id, duplicate: true, spam: found.spam });
      continue;
    }
    const reasons = [
      ...(query.reasons ?? (query.spam ? [honeypotReason] : [])),
      ...(query.spendChallenge !== undefined && !(await spendChallenge(trx, query.spendChallenge))
        ? [replayedReason]
        : []),
      ...history.reasons(item, {
        maxPerAddressPerHour: query.maxPerAddressPerHour ?? defaultSpamRules.maxPerAddressPerHour,
      }),
    ];
    const spam = query.spam || reasons.length > 0;
    // Random, not time-ordered like the outbox's ids: the owner finds a query by the first
    // characters of its id (findQuery), which a time-ordered id shares with every query of the
    // same weeks. docs/decisions/0023-fewer-pages-per-query.md
    const id = randomUUID();
    rows.push({
      id,
      created_at: createdAt,
      fingerprint,
      is_spam: spam ? 1 : 0,
      read_at: null,
      name: query.name,
      email: query.email,
      message: query.message,
      spam_reasons: reasons.length === 0 ? null : JSON.stringify(reasons),
      message_fingerprint: item.messageFingerprint,
      language: query.language ?? null,
    });
    const storedKey = key(fingerprint, spam);
    if (!earlier.has(storedKey)) earlier.set(storedKey, { id, spam });
    history.record(item);
    received.push({ id, duplicate: false, spam });
  }
  if (rows.length > 0) await trx.insertInto('queries').values(rows).execute();
  const genuine = rows.filter((row) => row.is_spam === 0);
  await enqueue(
    trx,
    genuine.map((row) => row.id),
    createdAt,
  );
  // Spam never gets one: a bot must not be able to make the form mail a third party.
  if (autoReply)
    for (const row of genuine) await autoReply(trx, { id: row.id, email: row.email }, createdAt);
  return received;
}

export async function receiveQuery(
  db: Db,
  query: IncomingQuery,
  enqueue: EnqueueNotifications,
  now: Date = new Date(),
  autoReply?: EnqueueAutoReply,
): Promise<ReceivedQuery> {
  const [received] = await receiveQueries(db, [query], enqueue, now, autoReply);
  if (received === undefined) throw new Error('query was not stored');
  return received;
}

/** Several queries in one transaction: one commit (one fsync) for all of them. */
export async function receiveQueries(
  db: Db,
  queries: readonly IncomingQuery[],
  enqueue: EnqueueNotifications,
  now: Date = new Date(),
  autoReply?: EnqueueAutoReply,
): Promise<ReceivedQuery[]> {
  return db.kysely
    .transaction()
    .execute((trx) => storeQueries(trx, db, queries, enqueue, now, autoReply));
}

export interface ListOptions {
  includeRead: boolean;
  spam: boolean;
}

export async function listQueries(db: Db, options: ListOptions): Promise<StoredQuery[]> {
  let select = db.kysely
    .selectFrom('queries')
    .selectAll()
    .where('is_spam', '=', options.spam ? 1 : 0)
    .orderBy('created_at', 'desc');
  if (!options.includeRead) select = select.where('read_at', 'is', null);
  return select.execute();
}

export async function allQueries(db: Db): Promise<StoredQuery[]> {
  return db.kysely.selectFrom('queries').selectAll().orderBy('created_at').execute();
}

export type FindResult =
  { found: StoredQuery } | { error: 'not-found' } | { error: 'ambiguous'; matches: string[] };

/** The inbox shows short ids; any unique prefix of at least 4 characters finds its query. */
export async function findQuery(db: Db, idOrPrefix: string): Promise<FindResult> {
  const needle = idOrPrefix.trim().toLowerCase();
  if (!/^[0-9a-f-]{4,36}$/.test(needle)) return { error: 'not-found' };
  const matches = await db.kysely
    .selectFrom('queries')
    .selectAll()
    .where('id', 'like', `${needle}%`)
    .limit(5)
    .execute();
  const [first, ...rest] = matches;
  if (first === undefined) return { error: 'not-found' };
  if (rest.length > 0) return { error: 'ambiguous', matches: matches.map((match) => match.id) };
  return { found: first };
}

export async function markRead(db: Db, id: string, now: Date = new Date()): Promise<void> {
  await db.kysely
    .updateTable('queries')
    .set({ read_at: now.toISOString() })
    .where('id', '=', id)
    .where('read_at', 'is', null)
    .execute();
}

export async function deleteQuery(db: Db, id: string): Promise<void> {
  // Explicit rather than trusting ON DELETE CASCADE, which SQLite honours only when enabled.
  await db.kysely.transaction().execute(async (trx) => {
    const outboxIds = trx.selectFrom('outbox').select('id').where('query_id', '=', id);
    await trx.deleteFrom('notification_attempts').where('outbox_id', 'in', outboxIds).execute();
    await trx.deleteFrom('outbox').where('query_id', '=', id).execute();
    await trx.deleteFrom('queries').where('id', '=', id).execute();
  });
}
