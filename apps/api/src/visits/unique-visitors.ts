// One visitor counted once a day, as Plausible documents it: a hash of the day's random salt, the
// site, the visitor's address and user agent. The salt lives no longer than its day, so a hash
// links no visit to another day and cannot be reversed to an address; the address itself is
// neither stored nor logged. One instance keeps the salt and the day's hashes in memory; several
// share them in Redis (REDIS_URL), as keys that expire when the owner's day ends. While Redis is
// away each instance falls back to its own memory, which may count a visitor once per instance.
import { createHash, randomBytes } from 'node:crypto';
import type { RedisLink } from '../redis/redis-link.ts';
import { dayIn, endOfDayIn } from '../owner-time.ts';

export interface VisitorSighting {
  site: string;
  address: string;
  userAgent: string;
  at: Date;
}

export interface UniqueVisitors {
  /** Whether this is the visitor's first page view of the owner's day. */
  isFirstToday: (sighting: VisitorSighting) => Promise<boolean>;
}

/** Past this many visitors in a day, memory stops growing and each further one counts as new. */
const maxRemembered = 200_000;

export function visitorHash(salt: string, sighting: VisitorSighting): string {
  return createHash('sha256')
    .update(`${salt}\n${sighting.site}\n${sighting.address}\n${sighting.userAgent}`)
    .digest('base64url');
}

export function uniqueVisitorsInMemory(timeZone: string): UniqueVisitors {
  let day = '';
  let salt = '';
  let seen = new Set<string>();
  let forget: NodeJS.Timeout | undefined;
  return {
    isFirstToday: (sighting) => {
      const today = dayIn(timeZone, sighting.at);
      if (today !== day) {
        // Yesterday's salt and hashes are dropped, never kept beside today's; and today's go when
        // the day ends, even if no one visits after it.
        day = today;
        salt = randomBytes(32).toString('base64url');
        seen = new Set();
        clearTimeout(forget);
        const left = endOfDayIn(timeZone, sighting.at).getTime() - Date.now();
        if (left > 0 && left < 2 ** 31) {
          forget = setTimeout(() => {
            day = '';
            salt = '';
            seen = new Set();
          }, left);
          forget.unref();
        }
      }
      const hash = visitorHash(salt, sighting);
      if (seen.has(hash)) return Promise.resolve(false);
      if (seen.size < maxRemembered) seen.add(hash);
      return Promise.resolve(true);
    },
  };
}

const saltKey = (day: string) => `portfolio-visits:salt:${day}`;
const seenKey = (day: string) => `portfolio-visits:seen:${day}`;

export function uniqueVisitorsInRedis(link: RedisLink, timeZone: string): UniqueVisitors {
  const fallback = uniqueVisitorsInMemory(timeZone);
  const shared = async (sighting: VisitorSighting): Promise<boolean | undefined> => {
    const day = dayIn(timeZone, sighting.at);
    const ends = endOfDayIn(timeZone, sighting.at).getTime();
    const candidate = randomBytes(32).toString('base64url');
    // The first instance to ask makes the day's salt; every other reads the same one.
    const made = await link.answer(
      link.client.set(saltKey(day), candidate, 'PXAT', ends, 'NX', 'GET'),
    );
    if (made.late) return undefined;
    const salt = made.value ?? candidate;
    const added = await link.answer(
      link.client
        .multi()
        .sadd(seenKey(day), visitorHash(salt, sighting))
        .pexpireat(seenKey(day), ends)
        .exec(),
    );
    if (added.late) return undefined;
    const [result] = added.value ?? [];
    // [error, reply] of SADD: 1 when the hash was not yet in the day's set.
    if (result?.[0] !== null) return undefined;
    return result[1] === 1;
  };
  return {
    isFirstToday: async (sighting) => {
      if (!link.isUp()) return fallback.isFirstToday(sighting);
      const answer = await shared(sighting).catch(() => undefined);
      return answer ?? fallback.isFirstToday(sighting);
    },
  };
}
