// The frame of every inbox page: the site's look, no inline script or style (the CSP allows
// neither), the navigation once signed in, and a place for the outcome of the last action.
import type { InboxAssets } from '../inbox-assets.ts';
import type { InboxAddress } from '../inbox-address.ts';
import { at } from '../inbox-address.ts';
import { html } from '../html.ts';
import type { Html } from '../html.ts';

export type Section =
  'inbox' | 'spam' | 'visits' | 'replies' | 'subscribers' | 'passkeys' | 'export' | 'none';

export interface Frame {
  address: InboxAddress;
  assets: InboxAssets;
  title: string;
  /** Signed in: the navigation and the sign-out form (which needs the CSRF token). */
  signedIn?: { csrf: string; unread: number; section: Section };
  /** The outcome of the action that led here, read out to screen readers. */
  notice?: string | undefined;
  /** Whether the page needs the passkey script. */
  script?: boolean;
  /** The owner's time zone (TIME_ZONE), which every time shown is in; UTC when unset. */
  timeZone?: string;
}

function navigation(address: InboxAddress, unread: number, section: Section): Html {
  const link = (target: Section, href: string, label: string | Html) =>
    html`<li>
      <a href="${href}" ${section === target ? html` aria-current="page"` : ''}>${label}</a>
    </li>`;
  return html`<nav aria-label="Inbox">
    <ul>
      ${link('inbox', at(address), unread > 0 ? html`Inbox <span class="badge new">${unread}<span class="sr"> unread</span></span>` : 'Inbox')}
      ${link('spam', at(address, '/spam'), 'Spam')}
      ${link('visits', at(address, '/visits'), 'Visits')}
      ${link('replies', at(address, '/replies'), 'Replies')}
      ${link('subscribers', at(address, '/subscribers'), 'Subscribers')}
      ${link('export', at(address, '/export'), 'Export')}
      ${link('passkeys', at(address, '/passkeys'), 'Passkeys')}
    </ul>
  </nav>`;
}

export function page(frame: Frame, body: Html): string {
  const { address, assets, signedIn } = frame;
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark light" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${frame.title} · Inbox</title>
        <link rel="stylesheet" href="${at(address, `/assets/${assets.css.name}`)}" />
        ${frame.script === true ? html`<script type="module" src="${at(address, `/assets/${assets.js.name}`)}"></script>` : ''}
      </head>
      <body>
        <a class="skip" href="#main">Skip to content</a>
        <header class="bar">
          <div class="bar-inner">
            <a class="brand" href="${at(address)}">Inbox</a>
            ${
              signedIn === undefined
                ? ''
                : html`${navigation(address, signedIn.unread, signedIn.section)}
                    <form method="post" action="${at(address, '/sign-out')}">
                      <input type="hidden" name="csrf" value="${signedIn.csrf}" /><button
                        class="link-button"
                        type="submit"
                      >
                        Sign out
                      </button>
                    </form>`
            }
          </div>
        </header>
        <main id="main" tabindex="-1">
          <div role="status">
            ${frame.notice === undefined ? '' : html`<p class="notice">${frame.notice}</p>`}
          </div>
          ${body}
        </main>
      </body>
    </html> `.value;
}
