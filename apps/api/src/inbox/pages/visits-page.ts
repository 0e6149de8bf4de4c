// Visits: what the site's readers did over the last 7, 30 or 90 of the owner's days, drawn on the
// server. The chart is an SVG with no script, hidden from screen readers, who read the same
// figures in the table under it; pages, referrers and campaigns are visitor-supplied text, shown
// as text like a query's words.
import { html } from '../html.ts';
import type { Html } from '../html.ts';
import type { Ranked, VisitStats } from '../../visits/visit-stats.ts';
import type { Dimension } from '../../visits/visit-counter.ts';
import { languageName } from './query-pages.ts';
import { page } from './layout.ts';
import { figureList, periodNav } from './period-parts.ts';
import type { Frame } from './layout.ts';

type Signed = Omit<Frame, 'title' | 'script'> & { signedIn: NonNullable<Frame['signedIn']> };

const headings: Record<Dimension, { title: string; column: string }> = {
  page: { title: 'Top pages', column: 'Page' },
  referrer: { title: 'Referrers', column: 'Site' },
  campaign: { title: 'Campaigns', column: 'Source / medium / campaign' },
  language: { title: 'Languages', column: 'Language' },
  device: { title: 'Devices', column: 'Device' },
};

const number = new Intl.NumberFormat('en');
const ratio = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** Enquiries per 100 visitors, or a dash when nobody came. */
function per100(enquiries: number, visitors: number): string {
  return visitors === 0 ? '–' : ratio.format((enquiries / visitors) * 100);
}

/** "10 Mar": short enough for a phone's axis. */
function shortDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(date);
}

/** Visitors per day as bars, page views as a line over them; the table below carries the numbers. */
function chart(stats: VisitStats): Html {
  const width = 720;
  const height = 200;
  const top = 12;
  const bottom = 4;
  const plot = height - top - bottom;
  const most = Math.max(1, ...stats.days.map((day) => Math.max(day.views, day.visitors)));
  const step = width / Math.max(1, stats.days.length);
  const y = (value: number) => top + plot - (value / most) * plot;
  const bars = stats.days.map((day, index) => {
    const barHeight = (day.visitors / most) * plot;
    return html`<rect
      class="bar-visitors"
      x="${(index * step + step * 0.15).toFixed(1)}"
      y="${(top + plot - barHeight).toFixed(1)}"
      width="${(step * 0.7).toFixed(1)}"
      height="${barHeight.toFixed(1)}"
    ></rect>`;
  });
  const line = stats.days
    .map((day, index) => `${(index * step + step / 2).toFixed(1)},${y(day.views).toFixed(1)}`)
    .join(' ');
  return html`<svg
    class="chart"
    viewBox="0 0 ${width} ${height}"
    preserveAspectRatio="none"
    aria-hidden="true"
    focusable="false"
  >
    <line class="axis" x1="0" y1="${top + plot}" x2="${width}" y2="${top + plot}"></line>
    ${bars}
    <polyline class="line-views" points="${line}"></polyline>
  </svg>`;
}

function rankedTable(dimension: Dimension, rows: readonly Ranked[]): Html {
  const { title, column } = headings[dimension];
  const shown = (value: string) =>
    dimension === 'language' ? languageName(value) : value === '' ? '(none)' : value;
  return html`<section class="ranked" aria-labelledby="top-${dimension}">
    <h2 id="top-${dimension}">${title}</h2>
    ${
      rows.length === 0
        ? html`<p class="muted">None yet.</p>`
        : html`<table>
            <thead>
              <tr>
                <th scope="col">${column}</th>
                <th scope="col" class="count">Views</th>
              </tr>
            </thead>
            <tbody>
              ${rows.map(
                (row) =>
                  html`<tr>
                    <td><bdi class="visitor">${shown(row.value)}</bdi></td>
                    <td class="count">${number.format(row.views)}</td>
                  </tr>`,
              )}
            </tbody>
          </table>`
    }
  </section>`;
}

export function visitsPage(
  frame: Signed,
  stats: VisitStats,
  options: { days: number; timeZone: string; counting: boolean },
): string {
  const { totals } = stats;
  const figures: [string, string][] = [
    ['Visitors', number.format(totals.visitors)],
    ['Page views', number.format(totals.views)],
    ['Enquiries', number.format(totals.enquiries)],
    ['Enquiries per 100 visitors', per100(totals.enquiries, totals.visitors)],
  ];
  return page(
    { ...frame, title: 'Visits' },
    html`<h1>Visits</h1>
      <p class="muted">
        The last ${options.days} days, by the day in ${options.timeZone}. Counted on this server,
        with no cookie and nothing that follows a visitor from one day to the next.
      </p>
      ${
        options.counting
          ? ''
          : html`<p class="notice">Counting is off (VISITS=off): nothing new is counted.</p>`
      }
      ${periodNav(frame.address, '/visits', options.days)} ${figureList(figures)}
      <figure class="chart-box">
        ${chart(stats)}
        <figcaption class="muted">
          <span class="chart-days"
            ><span>${shortDay(stats.days[0]?.day ?? '')}</span
            ><span>${shortDay(stats.days.at(-1)?.day ?? '')}</span></span
          >
          <span class="key key-visitors"></span> Visitors <span class="key key-views"></span> Page
          views, per day
        </figcaption>
      </figure>
      <div class="table-box" tabindex="0" role="region" aria-labelledby="per-day">
        <table>
          <caption id="per-day">
            Day by day
          </caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col" class="count">Visitors</th>
              <th scope="col" class="count">Page views</th>
              <th scope="col" class="count">Enquiries</th>
              <th scope="col" class="count">Per 100 visitors</th>
            </tr>
          </thead>
          <tbody>
            ${[...stats.days].reverse().map(
              (day) =>
                html`<tr>
                  <th scope="row"><time datetime="${day.day}">${day.day}</time></th>
                  <td class="count">${number.format(day.visitors)}</td>
                  <td class="count">${number.format(day.views)}</td>
                  <td class="count">${number.format(day.enquiries)}</td>
                  <td class="count">${per100(day.enquiries, day.visitors)}</td>
                </tr>`,
            )}
          </tbody>
        </table>
      </div>
      <div class="ranked-grid">
        ${(Object.keys(headings) as Dimension[]).map((dimension) =>
          rankedTable(dimension, stats.top[dimension]),
        )}
      </div>`,
  );
}
