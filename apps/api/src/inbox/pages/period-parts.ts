// What the inbox's pages of figures over time share (Visits, Subscribers): the choice of the last
// 7, 30 or 90 days, and the figures as a list of labels and values.
import { at } from '../inbox-address.ts';
import type { InboxAddress } from '../inbox-address.ts';
import { html } from '../html.ts';
import type { Html } from '../html.ts';
import { statsPeriods } from '../../visits/visit-stats.ts';

/** Links to the page (`path`) over each period, the current one marked. */
export function periodNav(address: InboxAddress, path: string, current: number): Html {
  return html`<nav aria-label="Period">
    <ul class="periods">
      ${statsPeriods.map(
        (days) =>
          html`<li>
            <a
              href="${at(address, `${path}?days=${days}`)}"
              ${days === current ? html` aria-current="page"` : ''}
              >${days} days</a
            >
          </li>`,
      )}
    </ul>
  </nav>`;
}

/** The page's headline figures, each a label and its value as shown. */
export function figureList(figures: readonly (readonly [string, string])[]): Html {
  return html`<dl class="figures">
    ${figures.map(
      ([label, value]) =>
        html`<div>
          <dt>${label}</dt>
          <dd>${value}</dd>
        </div>`,
    )}
  </dl>`;
}
