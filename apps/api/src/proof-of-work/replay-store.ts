// Single use for proof-of-work solutions. With Redis, a challenge is spent by SET NX there, which
// every API instance shares; without Redis, or while it is away, the caller spends it in the
// database, in the same transaction that stores the query (query-repository.ts), so it costs no
// extra commit. A challenge spent in Redis is unknown to the database: while Redis is away, one
// replay of a challenge spent within the last ten minutes can pass this layer (and still meets
// every other one).
import type { RedisLink } from '../redis/redis-link.ts';

/** fresh: spent now; spent: it was already; unknown: spend it in the database. */
export type SpendResult = 'fresh' | 'spent' | 'unknown';

export type SpendChallenge = (id: string, expiresAt: Date, now: Date) => Promise<SpendResult>;

const keyPrefix = 'portfolio-spent-challenge:';

export function spendInRedis(link: RedisLink | undefined): SpendChallenge {
  return async (id, expiresAt, now) => {
    if (!link?.isUp()) return 'unknown';
    // Kept a minute past the challenge's own expiry, when it is refused as expired anyway.
    const ttl = Math.max(1000, expiresAt.getTime() - now.getTime() + 60_000);
    try {
      const set = await link.answer(link.client.set(`${keyPrefix}${id}`, '1', 'PX', ttl, 'NX'));
      if (set.late) return 'unknown';
      return set.value === 'OK' ? 'fresh' : 'spent';
    } catch {
      return 'unknown';
    }
  };
}
