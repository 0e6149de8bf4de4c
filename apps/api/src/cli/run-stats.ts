// `npm run stats -- [--days 30] [--json]`: the inbox's Visits page in a terminal. Pages,
// referrers and campaigns are visitor-supplied: printed on one line each, controls made visible.
import { parseArgs } from 'node:util';
import type { Db } from '../db/database.ts';
import { visitStats } from '../visits/visit-stats.ts';
import type { Ranked } from '../visits/visit-stats.ts';
import { dimensions } from '../visits/visit-counter.ts';
import type { Dimension } from '../visits/visit-counter.ts';
import type { InboxIo } from './run-inbox.ts';
import { terminalSafe, terminalSafeJson } from './terminal-safe.ts';

export const statsUsage = `Usage: npm run stats -- [--days N] [--json]

  --days N   the last N days, today included (1 to 400; 30 when not given)
  --json     the same as JSON, for a script`;

const titles: Record<Dimension, string> = {
  page: 'TOP PAGES',
  referrer: 'REFERRERS',
  campaign: 'CAMPAIGNS (SOURCE / MEDIUM / CAMPAIGN)',
  language: 'LANGUAGES',
  device: 'DEVICES',
};

function cell(text: string, width: number): string {
  const flat = terminalSafe(text, { oneLine: true });
  return (flat.length > width ? `${flat.slice(0, width - 1)}…` : flat).padEnd(width);
}

function per100(enquiries: number, visitors: number): string {
  return visitors === 0 ? '-' : ((enquiries / visitors) * 100).toFixed(1);
}

function ranked(dimension: Dimension, rows: readonly Ranked[]): string[] {
  return [
    `${cell(titles[dimension], 48)}  ${'VIEWS'.padStart(7)}`,
    ...(rows.length === 0
      ? ['(none yet)']
      : rows.map((row) => `${cell(row.value, 48)}  ${String(row.views).padStart(7)}`)),
    '',
  ];
}

export async function runStats(
  args: readonly string[],
  db: Db,
  io: InboxIo,
  settings: { timeZone: string; counting: boolean },
): Promise<number> {
  let values: { days?: string | undefined; json?: boolean | undefined; help?: boolean | undefined };
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: {
        days: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: false,
    }));
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n\n${statsUsage}`);
    return 2;
  }
  if (values.help === true) {
    io.out(statsUsage);
    return 0;
  }
  const days = values.days === undefined ? 30 : Number(values.days);
  if (!/^\d+$/.test(values.days ?? '30') || days < 1 || days > 400) {
    io.err(
      `--days must be a whole number of days from 1 to 400, not "${terminalSafe(values.days ?? '', { oneLine: true })}".\n\n${statsUsage}`,
    );
    return 2;
  }
  const stats = await visitStats(db, { days, timeZone: settings.timeZone });
  if (values.json === true) {
    io.out(
      terminalSafeJson(
        JSON.stringify({ periodDays: days, timeZone: settings.timeZone, ...stats }, null, 2),
      ),
    );
    return 0;
  }
  const { totals } = stats;
  io.out(
    [
      `Visits, the last ${days} days (days in ${settings.timeZone})${settings.counting ? '' : ' — counting is off (VISITS=off)'}`,
      '',
      `Visitors ${totals.visitors}   Page views ${totals.views}   Enquiries ${totals.enquiries}   Enquiries per 100 visitors ${per100(totals.enquiries, totals.visitors)}`,
      '',
      `${'DAY'.padEnd(10)}  ${'VISITORS'.padStart(8)}  ${'VIEWS'.padStart(7)}  ${'ENQUIRIES'.padStart(9)}  ${'PER 100'.padStart(7)}`,
      ...[...stats.days]
        .reverse()
        .map(
          (day) =>
            `${day.day}  ${String(day.visitors).padStart(8)}  ${String(day.views).padStart(7)}  ${String(day.enquiries).padStart(9)}  ${per100(day.enquiries, day.visitors).padStart(7)}`,
        ),
      '',
      ...dimensions.flatMap((dimension) => ranked(dimension, stats.top[dimension])),
    ]
      .join('\n')
      .trimEnd(),
  );
  return 0;
}
