// Page views become counts per day, never a list of events: each view adds one to its day's whole
// and to its page, referrer host, campaign, language and device class. Counts gather in memory and
// are added to the database every few seconds in one transaction (an instance that crashes loses
// at most those seconds); several instances add to the same rows. However many invented paths,
// referrers or campaigns arrive, a day keeps at most `maxValuesPerDay` of each dimension: the rest
// are counted under `otherValue`, in memory and in the database alike.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { PageView } from './page-view.ts';

export const dimensions = ['page', 'referrer', 'campaign', 'language', 'device'] as const;
export type Dimension = (typeof dimensions)[number];

/** What the views beyond a dimension's cap are counted as. */
export const otherValue = '(other)';

interface Counts {
  views: number;
  visitors: number;
}

export interface VisitCounter {
  add: (day: string, view: PageView, firstToday: boolean) => void;
  /** Writes what has gathered; resolves once it is in the database. */
  flush: () => Promise<void>;
  /** Flushes one last time and stops the timer. */
  stop: () => Promise<void>;
}

export interface VisitCounterOptions {
  db: Db;
  maxValuesPerDay: number;
  /** How often gathered counts are written; false writes only on flush() (tests). */
  flushEveryMs: number | false;
  onError: (error: unknown) => void;
}

/** The value of `view` counted under `dimension`; undefined when the view has none. */
function valueOf(view: PageView, dimension: Dimension): string | undefined {
  switch (dimension) {
    case 'page':
      return view.path;
    case 'referrer':
      return view.referrer;
    case 'campaign':
      return view.campaign;
    case 'language':
      return view.language;
    case 'device':
      return view.device;
  }
}

export function createVisitCounter(options: VisitCounterOptions): VisitCounter {
  // day → dimension ('all' too) → value → counts
  let pending = new Map<string, Map<string, Map<string, Counts>>>();

  const bump = (day: string, dimension: string, value: string, add: Counts) => {
    let byDimension = pending.get(day);
    if (byDimension === undefined)
      pending.set(day, (byDimension = new Map<string, Map<string, Counts>>()));
    let byValue = byDimension.get(dimension);
    if (byValue === undefined) byDimension.set(dimension, (byValue = new Map<string, Counts>()));
    const key = byValue.has(value) || byValue.size < options.maxValuesPerDay ? value : otherValue;
    const counts = byValue.get(key) ?? { views: 0, visitors: 0 };
    counts.views += add.views;
    counts.visitors += add.visitors;
    byValue.set(key, counts);
  };

  let writing: Promise<void> = Promise.resolve();
  const write = async (batch: typeof pending) => {
    await options.db.kysely.transaction().execute(async (trx) => {
      for (const [day, byDimension] of batch)
        for (const [dimension, byValue] of byDimension) {
          const known = new Set(
            (
              await trx
                .selectFrom('visit_counts')
                .select('value')
                .where('day', '=', day)
                .where('dimension', '=', dimension)
                .execute()
            ).map((row) => row.value),
          );
          const rows = new Map<string, Counts>();
          for (const [value, counts] of byValue) {
            const kept =
              known.has(value) || known.size < options.maxValuesPerDay ? value : otherValue;
            known.add(kept);
            const sum = rows.get(kept) ?? { views: 0, visitors: 0 };
            rows.set(kept, {
              views: sum.views + counts.views,
              visitors: sum.visitors + counts.visitors,
            });
          }
          for (const [value, counts] of rows)
            await trx
              .insertInto('visit_counts')
              .values({ day, dimension, value, ...counts })
              .onConflict((conflict) =>
                conflict.columns(['day', 'dimension', 'value']).doUpdateSet({
                  views: sql<number>`visit_counts.views + excluded.views`,
                  visitors: sql<number>`visit_counts.visitors + excluded.visitors`,
                }),
              )
              .execute();
        }
    });
  };

  const flush = (): Promise<void> => {
    const batch = pending;
    pending = new Map();
    // One write at a time, in order: a slow database never has two batches racing for a row.
    writing = writing.then(async () => {
      if (batch.size === 0) return;
      try {
        await write(batch);
      } catch (error) {
        options.onError(error);
        // Kept for the next turn rather than lost, within the same caps.
        for (const [day, byDimension] of batch)
          for (const [dimension, byValue] of byDimension)
            for (const [value, counts] of byValue) bump(day, dimension, value, counts);
      }
    });
    return writing;
  };

  const timer =
    options.flushEveryMs === false
      ? undefined
      : setInterval(() => void flush(), options.flushEveryMs);
  timer?.unref();

  return {
    add: (day, view, firstToday) => {
      bump(day, 'all', '', { views: 1, visitors: firstToday ? 1 : 0 });
      for (const dimension of dimensions) {
        const value = valueOf(view, dimension);
        if (value !== undefined) bump(day, dimension, value, { views: 1, visitors: 0 });
      }
    },
    flush,
    stop: async () => {
      clearInterval(timer);
      await flush();
    },
  };
}
