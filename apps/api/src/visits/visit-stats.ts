// What the owner reads of the visit counts, for the inbox's Visits page and `npm run stats`: each
// of the last N days (views, visitors, enquiries), the period's totals, and its top pages,
// referrers, campaigns, languages and devices. Enquiries are the queries stored that day, spam
// left out; days are the owner's (TIME_ZONE).
import type { Db } from '../db/database.ts';
import { dayIn, lastDaysIn } from '../owner-time.ts';
import { dimensions } from './visit-counter.ts';
import type { Dimension } from './visit-counter.ts';

export interface DayStats {
  day: string;
  views: number;
  visitors: number;
  enquiries: number;
}

export interface Ranked {
  value: string;
  views: number;
}

export interface VisitStats {
  days: DayStats[];
  totals: { views: number; visitors: number; enquiries: number };
  /** Enquiries per 100 visitors over the period; undefined with no visitors. */
  enquiriesPer100Visitors: number | undefined;
  top: Record<Dimension, Ranked[]>;
}

/** The periods the inbox offers. */
export const statsPeriods = [7, 30, 90] as const;

export async function visitStats(
  db: Db,
  options: { days: number; timeZone: string; now?: Date; topCount?: number },
): Promise<VisitStats> {
  const now = options.now ?? new Date();
  const days = lastDaysIn(options.timeZone, now, options.days);
  const first = days[0] ?? dayIn(options.timeZone, now);
  const rows = await db.kysely
    .selectFrom('visit_counts')
    .select(['day', 'dimension', 'value', 'views', 'visitors'])
    .where('day', '>=', first)
    .execute();
  // A query's day is the owner's: read from a day before the first, in UTC, and sorted here.
  const since = new Date(Date.parse(`${first}T00:00:00Z`) - 86_400_000).toISOString();
  const queries = await db.kysely
    .selectFrom('queries')
    .select('created_at')
    .where('is_spam', '=', 0)
    .where('created_at', '>=', since)
    .execute();

  const byDay = new Map(days.map((day) => [day, { day, views: 0, visitors: 0, enquiries: 0 }]));
  const ranked = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const { views } = row;
    if (row.dimension === 'all') {
      const day = byDay.get(row.day);
      if (day === undefined) continue;
      day.views += views;
      day.visitors += row.visitors;
      continue;
    }
    let values = ranked.get(row.dimension);
    if (values === undefined) ranked.set(row.dimension, (values = new Map<string, number>()));
    values.set(row.value, (values.get(row.value) ?? 0) + views);
  }
  for (const query of queries) {
    const day = byDay.get(dayIn(options.timeZone, new Date(query.created_at)));
    if (day !== undefined) day.enquiries += 1;
  }

  const perDay = [...byDay.values()];
  const totals = perDay.reduce(
    (sum, day) => ({
      views: sum.views + day.views,
      visitors: sum.visitors + day.visitors,
      enquiries: sum.enquiries + day.enquiries,
    }),
    { views: 0, visitors: 0, enquiries: 0 },
  );
  const topCount = options.topCount ?? 10;
  const top = Object.fromEntries(
    dimensions.map((dimension) => [
      dimension,
      [...(ranked.get(dimension) ?? new Map<string, number>())]
        .map(([value, views]) => ({ value, views }))
        .sort((a, b) => b.views - a.views || a.value.localeCompare(b.value))
        .slice(0, topCount),
    ]),
  ) as Record<Dimension, Ranked[]>;
  return {
    days: perDay,
    totals,
    enquiriesPer100Visitors:
      totals.visitors === 0 ? undefined : (totals.enquiries / totals.visitors) * 100,
    top,
  };
}
