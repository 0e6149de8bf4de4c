// What the stored queries say about new ones (the same message from many addresses in a day, many
// messages from one address in an hour), for a whole batch at once: what is stored is looked up
// once (batch-lookup.ts), and each query of the batch that is stored is added in memory, so a
// later query of the batch sees the earlier ones exactly as if each had been stored in a
// transaction of its own.
// Addresses are compared as SQL's lower() stores them against the sender's own lower-cased
// address, as the rules' queries did one query at a time.
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { StoredAboutBatch } from './batch-lookup.ts';
import { sameMessageAddresses } from './spam-rules.ts';
import type { SpamReason, SpamRules } from './spam-rules.ts';

export interface HistoryItem {
  /** The sender's address, trimmed and lower-cased: what the rules look for. */
  address: string;
  /** lower(email) as the database computes it: what a stored row is matched by. */
  storedAddress: string;
  messageFingerprint: string;
}

export interface SpamHistory {
  /** Why this query is spam by what was stored before it (and earlier in its batch). */
  reasons: (item: HistoryItem, rules: Pick<SpamRules, 'maxPerAddressPerHour'>) => SpamReason[];
  /** The query was stored: later queries of the batch count it. */
  record: (item: HistoryItem) => void;
}

const isAscii = (text: string): boolean => /^[\x20-\x7e]*$/.test(text);
const asciiLower = (text: string): string => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/**
 * lower(email) as the database computes it: ASCII alone is lowered the same way by SQLite and
 * PostgreSQL, and only other addresses are asked of the database itself (one statement).
 */
export async function storedAddresses(
  trx: Transaction<Database>,
  emails: readonly string[],
): Promise<string[]> {
  if (emails.every(isAscii)) return emails.map(asciiLower);
  const row = await sql<Record<string, string>>`select ${sql.join(
    emails.map((email, i) => sql`lower(cast(${email} as text)) as ${sql.ref(`l${String(i)}`)}`),
  )}`.execute(trx);
  const [lowered] = row.rows;
  return emails.map((email, i) => lowered?.[`l${String(i)}`] ?? asciiLower(email));
}

/** From what is stored (batch-lookup.ts): the senders of each message, the count per sender. */
export function createSpamHistory(stored: Pick<StoredAboutBatch, 'sent' | 'counted'>): SpamHistory {
  // message fingerprint → the stored addresses that sent it within the day
  const senders = new Map<string, Set<string>>();
  const addSender = (messageFingerprint: string, address: string) => {
    const set = senders.get(messageFingerprint) ?? new Set<string>();
    set.add(address);
    senders.set(messageFingerprint, set);
  };
  for (const row of stored.sent) addSender(row.messageFingerprint, row.address);
  // stored address → messages from it within the hour
  const recent = new Map<string, number>();
  for (const row of stored.counted) recent.set(row.address, row.count);

  return {
    reasons(item, rules) {
      const reasons: SpamReason[] = [];
      let others = 0;
      for (const address of senders.get(item.messageFingerprint) ?? [])
        if (address !== item.address) others += 1;
      const addressCount = others + 1;
      if (addressCount >= sameMessageAddresses)
        reasons.push({
          layer: 'same-message',
          detail: `the same message from ${String(addressCount)} addresses in a day`,
        });
      const count = (recent.get(item.address) ?? 0) + 1;
      if (count >= rules.maxPerAddressPerHour)
        reasons.push({
          layer: 'many-messages',
          detail: `${String(count)} messages from this address in an hour`,
        });
      return reasons;
    },
    record(item) {
      addSender(item.messageFingerprint, item.storedAddress);
      recent.set(item.storedAddress, (recent.get(item.storedAddress) ?? 0) + 1);
    },
  };
}
