// Subscribers: the owner's followers by e-mail (docs/decisions/0040-followers-by-e-mail.md) —
// how many, who came and who left on each day (an SVG drawn on the server, hidden from screen
// readers, who read the same figures in the table under it), each new post's send, and the
// addresses, each with its erase button. An address is what a stranger typed: shown as text.
import { at } from '../inbox-address.ts';
import { ownerTime } from '../../owner-time.ts';
import { html } from '../html.ts';
import type { Html } from '../html.ts';
import type { SubscriberStats } from '../../newsletter/subscriber-stats.ts';
import type { Subscriber } from '../../newsletter/subscribers.ts';
import { languageName } from './query-pages.ts';
import { page } from './layout.ts';
import { figureList, periodNav } from './period-parts.ts';
import type { Frame } from './layout.ts';

type Signed = Omit<Frame, 'title' | 'script'> & { signedIn: NonNullable<Frame['signedIn']> };

/** The most addresses listed on the page; the CSV holds every one. */
export const listedAtMost = 500;

const number = new Intl.NumberFormat('en');

/** Confirmed per day as bars up, unsubscribed as bars down, from one axis. */
function chart(stats: SubscriberStats): Html {
  const width = 720;
  const height = 200;
  const middle = height / 2;
  const room = middle - 8;
  const most = Math.max(1, ...stats.days.map((day) => Math.max(day.joined, day.left)));
  const step = width / Math.max(1, stats.days.length);
  const bar = (index: number, value: number, up: boolean, className: string) => {
    const size = (value / most) * room;
    return html`<rect
      class="${className}"
      x="${(index * step + step * 0.15).toFixed(1)}"
      y="${(up ? middle - size : middle).toFixed(1)}"
      width="${(step * 0.7).toFixed(1)}"
      height="${size.toFixed(1)}"
    ></rect>`;
  };
  return html`<svg
    class="chart"
    viewBox="0 0 ${width} ${height}"
    preserveAspectRatio="none"
    aria-hidden="true"
    focusable="false"
  >
    <line class="axis" x1="0" y1="${middle}" x2="${width}" y2="${middle}"></line>
    ${stats.days.map((day, index) => bar(index, day.joined, true, 'bar-visitors'))}
    ${stats.days.map((day, index) => bar(index, day.left, false, 'bar-left'))}
  </svg>`;
}

function subscriberRow(frame: Signed, subscriber: Subscriber): Html {
  const since =
    subscriber.status === 'confirmed'
      ? subscriber.confirmedAt
      : subscriber.status === 'unsubscribed'
        ? subscriber.unsubscribedAt
        : subscriber.createdAt;
  return html`<tr>
    <td><bdi class="visitor">${subscriber.email}</bdi></td>
    <td>${languageName(subscriber.language)}</td>
    <td>${subscriber.status}</td>
    <td><time datetime="${since ?? ''}">${(since ?? '').slice(0, 10)}</time></td>
    <td>
      <form method="post" action="${at(frame.address, '/subscribers/erase')}">
        <input type="hidden" name="csrf" value="${frame.signedIn.csrf}" /><input
          type="hidden"
          name="email"
          value="${subscriber.email}"
        /><button type="submit" class="danger" aria-label="Erase ${subscriber.email}">Erase</button>
      </form>
    </td>
  </tr>`;
}

export function subscribersPage(
  frame: Signed,
  stats: SubscriberStats,
  subscribers: readonly Subscriber[],
  options: { days: number; timeZone: string; newsletterOn: boolean },
): string {
  const figures: [string, string][] = [
    ['Confirmed', number.format(stats.confirmed)],
    ['Pending', number.format(stats.pending)],
    ['Unsubscribed', number.format(stats.unsubscribed)],
  ];
  // Newest first: the owner looks for who just came.
  const listed = [...subscribers].reverse().slice(0, listedAtMost);
  return page(
    { ...frame, title: 'Subscribers' },
    html`<h1>Subscribers</h1>
      <p class="muted">
        The readers who follow your posts by e-mail. Kept: each address, its language, its status
        and when; no opens, no clicks. Pending addresses are forgotten after seven days unless
        confirmed.
      </p>
      ${
        options.newsletterOn
          ? ''
          : html`<p class="notice">
              The newsletter is off (NEWSLETTER=off): nobody can follow, and nothing is sent.
            </p>`
      }
      ${figureList(figures)} ${periodNav(frame.address, '/subscribers', options.days)}
      <figure class="chart-box">
        ${chart(stats)}
        <figcaption class="muted">
          <span class="key key-visitors"></span> Confirmed <span class="key key-left"></span>
          Unsubscribed, per day in ${options.timeZone}
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
              <th scope="col" class="count">Confirmed</th>
              <th scope="col" class="count">Unsubscribed</th>
            </tr>
          </thead>
          <tbody>
            ${[...stats.days].reverse().map(
              (day) =>
                html`<tr>
                  <th scope="row"><time datetime="${day.day}">${day.day}</time></th>
                  <td class="count">${number.format(day.joined)}</td>
                  <td class="count">${number.format(day.left)}</td>
                </tr>`,
            )}
          </tbody>
        </table>
      </div>
      <section aria-labelledby="sends">
        <h2 id="sends">Sends</h2>
        ${
          stats.sends.length === 0
            ? html`<p class="muted">
                No post has been mailed yet: the first read of the feed keeps what it holds as the
                archive.
              </p>`
            : html`<div class="table-box" tabindex="0" role="region" aria-labelledby="sends">
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Post</th>
                      <th scope="col">Queued</th>
                      <th scope="col" class="count">Sent</th>
                      <th scope="col" class="count">Failed</th>
                      <th scope="col" class="count">Waiting</th>
                    </tr>
                  </thead>
                  <tbody>
                    ${stats.sends.map(
                      (send) =>
                        html`<tr>
                          <td><bdi class="visitor">${send.post}</bdi></td>
                          <td>
                            <time datetime="${send.queuedAt}"
                              >${ownerTime(options.timeZone, send.queuedAt)}</time
                            >
                          </td>
                          <td class="count">${number.format(send.sent)}</td>
                          <td class="count">${number.format(send.failed)}</td>
                          <td class="count">${number.format(send.waiting)}</td>
                        </tr>`,
                    )}
                  </tbody>
                </table>
              </div>`
        }
      </section>
      <section aria-labelledby="addresses">
        <h2 id="addresses">Addresses</h2>
        <p>
          <a class="button" href="${at(frame.address, '/subscribers.csv')}" download
            >Download CSV</a
          >
        </p>
        ${
          subscribers.length === 0
            ? html`<p class="muted">Nobody yet.</p>`
            : html`${
                  subscribers.length > listed.length
                    ? html`<p class="muted">
                        The newest ${number.format(listed.length)} of
                        ${number.format(subscribers.length)}; the CSV has them all.
                      </p>`
                    : ''
                }
                <div class="table-box" tabindex="0" role="region" aria-labelledby="addresses">
                  <table>
                    <thead>
                      <tr>
                        <th scope="col">Address</th>
                        <th scope="col">Language</th>
                        <th scope="col">Status</th>
                        <th scope="col">Since</th>
                        <th scope="col"><span class="sr">Erase</span></th>
                      </tr>
                    </thead>
                    <tbody>
                      ${listed.map((subscriber) => subscriberRow(frame, subscriber))}
                    </tbody>
                  </table>
                </div>`
        }
      </section>`,
  );
}
