// The per-address counters when several API instances share Redis. Every request is counted in
// this instance's memory as well as in Redis, so no failure, slow answer or restart of Redis ever
// hands an address a fresh allowance:
// - Redis answers in time: its count (every instance's requests) decides, never less than this
//   instance's own count (Redis may have restarted empty).
// - Redis answers late (busy, a slow network): the request is decided from what this instance
//   knows (the last count Redis reported plus its own requests since, the late one included),
//   and the late answer, when it comes, becomes the last count known.
// - Redis is away (the circuit is open): the same estimate; the requests counted meanwhile are
//   added to Redis's count with the first command once it is back, so other instances see them.
import type { RedisLink } from '../redis/redis-link.ts';
import type { RateLimitCallback, RateLimitStoreLike } from './rate-limit-store-like.ts';

/** INCRBY with the window's expiry set when the key is new; answers [count, ms left]. */
const incrementScript = `
local current = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {current, ttl}`;

interface Tally {
  /** This instance's requests in the window. */
  own: number;
  /** Of those, the ones Redis has not been told of (counted while it was away or failed). */
  unsynced: number;
  /** Requests sent to Redis whose answer has not come yet. */
  inFlight: number;
  /** The highest count Redis has reported in this window. */
  shared: number;
  resetAt: number;
}

/** Keys remembered at most; past this the oldest are forgotten (a flood of addresses). */
const maxKeys = 100_000;

function countOf(value: unknown): [count: number, ttl: number] | undefined {
  if (!Array.isArray(value)) return undefined;
  const [count, ttl] = value as unknown[];
  return typeof count === 'number' && typeof ttl === 'number' ? [count, ttl] : undefined;
}

export class SharedCountStore implements RateLimitStoreLike {
  private readonly link: RedisLink;
  private readonly prefix: string;
  private readonly tallies = new Map<string, Tally>();

  constructor(link: RedisLink, prefix: string) {
    this.link = link;
    this.prefix = prefix;
    link.onBack(() => this.flush());
  }

  private tally(key: string, timeWindow: number, now: number): Tally {
    const known = this.tallies.get(key);
    if (known !== undefined && known.resetAt > now) return known;
    if (known !== undefined) this.tallies.delete(key);
    if (this.tallies.size >= maxKeys) {
      for (const [old, tally] of this.tallies) {
        if (this.tallies.size < maxKeys && tally.resetAt > now) break;
        this.tallies.delete(old);
      }
    }
    const fresh = { own: 0, unsynced: 0, inFlight: 0, shared: 0, resetAt: now + timeWindow };
    this.tallies.set(key, fresh);
    return fresh;
  }

  /**
   * What this instance knows without Redis, as of now: never less than its own count, and every
   * request sent to Redis and not yet answered counted as if it had arrived there.
   */
  private static estimate(tally: Tally): number {
    return Math.max(tally.own, tally.shared + tally.unsynced + tally.inFlight);
  }

  /** Tells Redis what was counted while it was away (the link calls this when it is back). */
  flush(): void {
    const now = Date.now();
    for (const [key, tally] of this.tallies) {
      if (tally.unsynced === 0 || tally.resetAt <= now) continue;
      void this.send(key, tally, tally.resetAt - now);
    }
  }

  /** Sends this instance's uncounted requests for `key` to Redis; settles with its answer. */
  private send(
    key: string,
    tally: Tally,
    timeWindow: number,
  ): Promise<[number, number] | undefined> {
    const adding = tally.unsynced;
    tally.unsynced = 0;
    tally.inFlight += adding;
    const command = this.link.client
      .eval(incrementScript, 1, this.prefix + key, adding, timeWindow)
      .then(countOf);
    // Whenever it comes, the answer is the newest count Redis has.
    command.then(
      (answer) => {
        tally.inFlight -= adding;
        if (answer !== undefined) tally.shared = Math.max(tally.shared, answer[0]);
      },
      () => {
        tally.inFlight -= adding;
        tally.unsynced += adding;
      },
    );
    return command;
  }

  incr(key: string, callback: RateLimitCallback, timeWindow: number): void {
    const tally = this.tally(key, timeWindow, Date.now());
    tally.own += 1;
    tally.unsynced += 1;
    // A request is judged on what was known when it arrived: those after it never count.
    const known = SharedCountStore.estimate(tally);
    const answer = (current: number, ttl = tally.resetAt - Date.now()) =>
      callback(null, { current, ttl: Math.max(0, ttl) });
    if (!this.link.isUp()) {
      answer(known);
      return;
    }
    // This request and any counted while Redis was away, in one command.
    const command = this.send(key, tally, timeWindow);
    this.link.answer(command).then(
      (outcome) => {
        if (!outcome.late && outcome.value !== undefined) {
          const [count, ttl] = outcome.value;
          answer(Math.max(count, known), ttl);
          return;
        }
        // Late: answers that came meanwhile are for earlier commands (Redis answers in order),
        // so they count everyone's requests before this one.
        answer(Math.max(known, tally.shared + 1));
      },
      () => answer(known),
    );
  }

  child(routeOptions: Parameters<RateLimitStoreLike['child']>[0]): RateLimitStoreLike {
    const { method, url } = routeOptions.routeInfo;
    return new SharedCountStore(this.link, `${this.prefix}${method}${url}:`);
  }
}
