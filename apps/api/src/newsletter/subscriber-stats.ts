// What the inbox's Subscribers page shows of the followers by e-mail: how many confirmed and
// pending, who came and who left on each of the owner's days, and each post's send (mailed,
// failed, waiting). Counted from the rows the newsletter keeps anyway: no event is stored for it.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { dayIn, lastDaysIn } from '../owner-time.ts';

export interface SubscriberDay {
  day: string;
  /** Addresses confirmed that day. */
  joined: number;
  /** Addresses unsubscribed that day. */
  left: number;
}

export interface PostSend {
  /** The post's address under the site, as the feed gave it (`blog/a-post`). */
  post: string;
  foundAt: string;
  sent: number;
  failed: number;
  waiting: number;
}

export interface SubscriberStats {
  confirmed: number;
  pending: number;
  unsubscribed: number;
  days: SubscriberDay[];
  sends: PostSend[];
}

export async function subscriberStats(
  db: Db,
  options: { days: number; timeZone: string; now?: Date; sendCount?: number },
): Promise<SubscriberStats> {
  const now = options.now ?? new Date();
  const days = lastDaysIn(options.timeZone, now, options.days);
  // The window in UTC, a day wider than the owner's days on each side; each time is then put in
  // its owner's day.
  const since = new Date(now.getTime() - (options.days + 1) * 86_400_000).toISOString();
  const [statuses, joined, left, sends] = await Promise.all([
    db.kysely
      .selectFrom('newsletter_subscribers')
      .select(['status', (eb) => eb.fn.countAll<string | number>().as('count')])
      .groupBy('status')
      .execute(),
    db.kysely
      .selectFrom('newsletter_subscribers')
      .select('confirmed_at as at')
      .where('confirmed_at', '>=', since)
      .execute(),
    db.kysely
      .selectFrom('newsletter_subscribers')
      .select('unsubscribed_at as at')
      .where('unsubscribed_at', '>=', since)
      .execute(),
    db.kysely
      .selectFrom('newsletter_posts')
      .leftJoin('newsletter_deliveries', (join) =>
        join
          .onRef('newsletter_deliveries.post_id', '=', 'newsletter_posts.id')
          .on('newsletter_deliveries.kind', '=', 'post'),
      )
      .select([
        'newsletter_posts.id as post',
        'newsletter_posts.found_at as foundAt',
        sql<
          string | number
        >`sum(case when newsletter_deliveries.status = 'sent' then 1 else 0 end)`.as('sent'),
        sql<
          string | number
        >`sum(case when newsletter_deliveries.status = 'failed' then 1 else 0 end)`.as('failed'),
        sql<
          string | number
        >`sum(case when newsletter_deliveries.status = 'pending' then 1 else 0 end)`.as('waiting'),
      ])
      .where('newsletter_posts.archived', '=', 0)
      .groupBy(['newsletter_posts.id', 'newsletter_posts.found_at'])
      .orderBy('newsletter_posts.found_at', 'desc')
      .limit(options.sendCount ?? 20)
      .execute(),
  ]);
  const count = (status: string) =>
    Number(statuses.find((row) => row.status === status)?.count ?? 0);
  const perDay = (rows: readonly { at: string | null }[]) => {
    const counts = new Map<string, number>();
    for (const { at } of rows)
      if (at !== null) {
        const day = dayIn(options.timeZone, new Date(at));
        counts.set(day, (counts.get(day) ?? 0) + 1);
      }
    return counts;
  };
  const joinedPerDay = perDay(joined);
  const leftPerDay = perDay(left);
  return {
    confirmed: count('confirmed'),
    pending: count('pending'),
    unsubscribed: count('unsubscribed'),
    days: days.map((day) => ({
      day,
      joined: joinedPerDay.get(day) ?? 0,
      left: leftPerDay.get(day) ?? 0,
    })),
    sends: sends.map((row) => ({
      post: row.post,
      foundAt: row.foundAt,
      sent: Number(row.sent),
      failed: Number(row.failed),
      waiting: Number(row.waiting),
    })),
  };
}
