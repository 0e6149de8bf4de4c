// What is stored about a batch of new queries, in one statement (one round trip on PostgreSQL):
// the earlier queries each could duplicate, who sent each message within the day, and how many
// messages each sender sent within the hour.
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface BatchKeys {
  fingerprints: readonly string[];
  messageFingerprints: readonly string[];
  /** Trimmed, lower-cased addresses: compared with lower(email) as the rules read. */
  addresses: readonly string[];
  /** Oldest created_at a duplicate may have. */
  since: string;
  dayAgo: string;
  hourAgo: string;
}

export interface StoredAboutBatch {
  /** Possible duplicates, oldest first. */
  earlier: { id: string; fingerprint: string; spam: boolean }[];
  /** Each message fingerprint with every stored lower(email) that sent it within the day. */
  sent: { messageFingerprint: string; address: string }[];
  /** Messages within the hour per stored lower(email). */
  counted: { address: string; count: number }[];
}

interface Row {
  kind: 'earlier' | 'sent' | 'counted';
  key: string;
  value: string | null;
  number: number | string | null;
}

const list = (values: readonly string[]) =>
  sql.join(values.length > 0 ? values.map((value) => sql`${value}`) : [sql`null`]);

export async function lookUpBatch(
  trx: Transaction<Database>,
  keys: BatchKeys,
): Promise<StoredAboutBatch> {
  const { rows } = await sql<Row>`
    select * from (
      select 'earlier' as kind, fingerprint as key, id as value, is_spam as number, created_at as at
        from queries
        where fingerprint in (${list(keys.fingerprints)}) and created_at >= ${keys.since}
      union all
      select 'sent', message_fingerprint, lower(email), null, null
        from queries
        where message_fingerprint in (${list(keys.messageFingerprints)})
          and created_at >= ${keys.dayAgo}
        group by message_fingerprint, lower(email)
      union all
      select 'counted', lower(email), null, count(*), null
        from queries
        where lower(email) in (${list(keys.addresses)}) and created_at >= ${keys.hourAgo}
        group by lower(email)
    ) as stored
    order by kind, at`.execute(trx);
  const found: StoredAboutBatch = { earlier: [], sent: [], counted: [] };
  for (const row of rows) {
    if (row.kind === 'earlier' && row.value !== null)
      found.earlier.push({ id: row.value, fingerprint: row.key, spam: Number(row.number) === 1 });
    else if (row.kind === 'sent' && row.value !== null)
      found.sent.push({ messageFingerprint: row.key, address: row.value });
    else if (row.kind === 'counted')
      found.counted.push({ address: row.key, count: Number(row.number) });
  }
  return found;
}
