// What the inbox's Subscribers page shows of the followers by e-mail: how many confirmed and
// pending, who came and who left on each of the owner's days, and each post's send (mailed,
// failed, waiting). Counted from the rows the newsletter keeps anyway: no event is stored for it.
import type { Db } from '../db/database.ts';
import { dayIn, lastDaysIn } from '../owner-time.ts';
import { sendsByPost } from './newsletter-deliveries.ts';

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
  /** When its mails were queued. */
  queuedAt: string;
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
    sendsByPost(db),
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
    sends: sends.slice(0, options.sendCount ?? 20).map((send) => ({
      post: send.postId,
      queuedAt: send.queuedAt,
      sent: send.sent,
      failed: send.failed,
      waiting: send.waiting,
    })),
  };
}
