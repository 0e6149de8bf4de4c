// One visitor counted once a day, in memory and shared between instances through the local Redis;
// the next day's salt makes the same visitor new, and the day's keys expire when it ends.
import { randomInt } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createRedisLink } from '../redis/redis-link.ts';
import { uniqueVisitorsInMemory, uniqueVisitorsInRedis } from './unique-visitors.ts';

const silent = { warn: () => undefined, info: () => undefined };
const links = [0, 1].map(() =>
  createRedisLink({ url: 'redis://127.0.0.1:6379', commandTimeoutMs: 2000, log: silent }),
);

afterAll(() => {
  for (const link of links) link.close();
});

/** A day of its own, far ahead: no other run shares its keys, and they expire at its end. */
function someDay(): Date {
  return new Date(Date.UTC(2100 + randomInt(500), randomInt(12), 1 + randomInt(27), 12));
}

const sighting = (at: Date, address = '203.0.113.7') => ({
  site: 'https://me.dev',
  address,
  userAgent: 'Mozilla/5.0',
  at,
});

describe('unique visitors', () => {
  it('in memory: once a day, and new again the next day', async () => {
    const visitors = uniqueVisitorsInMemory('Asia/Kolkata');
    const at = new Date('2026-03-10T12:00:00Z');
    expect(await visitors.isFirstToday(sighting(at))).toBe(true);
    expect(await visitors.isFirstToday(sighting(at))).toBe(false);
    expect(await visitors.isFirstToday(sighting(at, '203.0.113.8'))).toBe(true);
    // 18:29 UTC is still the 10th in Kolkata; 18:30 is the 11th there.
    expect(await visitors.isFirstToday(sighting(new Date('2026-03-10T18:29:00Z')))).toBe(false);
    expect(await visitors.isFirstToday(sighting(new Date('2026-03-10T18:30:00Z')))).toBe(true);
  });

  it("in memory: forgets the day's salt and visitors when the day ends, with no visit after", async () => {
    vi.useFakeTimers({ now: new Date('2026-03-10T23:59:00Z'), toFake: ['Date', 'setTimeout'] });
    try {
      const visitors = uniqueVisitorsInMemory('UTC');
      const late = new Date('2026-03-10T23:59:00Z');
      expect(await visitors.isFirstToday(sighting(late))).toBe(true);
      expect(await visitors.isFirstToday(sighting(late))).toBe(false);
      vi.advanceTimersByTime(61_000);
      // Nothing of the 10th is left: the same sighting cannot be recognised.
      expect(await visitors.isFirstToday(sighting(late))).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('in Redis: shared by every instance, new again the next day, gone when the day ends', async () => {
    await Promise.all(links.map((link) => link.whenReady(2000)));
    const [one, two] = links.map((link) => uniqueVisitorsInRedis(link, 'UTC'));
    if (one === undefined || two === undefined) throw new Error('two instances');
    const at = someDay();
    expect(await one.isFirstToday(sighting(at))).toBe(true);
    expect(await two.isFirstToday(sighting(at))).toBe(false);
    const nextDay = new Date(at.getTime() + 86_400_000);
    expect(await two.isFirstToday(sighting(nextDay))).toBe(true);
    const client = links[0]?.client;
    const day = at.toISOString().slice(0, 10);
    const endOfDay = Date.parse(`${day}T00:00:00Z`) + 86_400_000;
    for (const key of [`portfolio-visits:salt:${day}`, `portfolio-visits:seen:${day}`])
      expect(await client?.pexpiretime(key), key).toBe(endOfDay);
    // Neither the address nor anything but hashes is kept.
    const members = (await client?.smembers(`portfolio-visits:seen:${day}`)) ?? [];
    expect(members.join(' ')).not.toContain('203.0.113.7');
    await client?.del(
      ...[day, nextDay.toISOString().slice(0, 10)].flatMap((d) => [
        `portfolio-visits:salt:${d}`,
        `portfolio-visits:seen:${d}`,
      ]),
    );
  });
});
