// The signed-in pages about queries: a folder (inbox or spam) with search and pages, one query in
// full with everything the owner can do to it, and the erase-a-sender confirmation.
import type { NotificationChannel, StoredQuery } from '../../db/schema.ts';
import type { OutboxSummary } from '../../notify/outbox-repository.ts';
import type { Folder, QuerySummary, SenderCount } from '../../queries/owner-actions.ts';
import { at } from '../inbox-address.ts';
import { html } from '../html.ts';
import type { Html } from '../html.ts';
import { parseReasons } from '../../queries/spam-rules.ts';
import { ownerTime } from '../../owner-time.ts';
import { replyLink } from '../reply-link.ts';
import { page } from './layout.ts';
import type { Frame } from './layout.ts';

type Signed = Omit<Frame, 'title' | 'script'> & { signedIn: NonNullable<Frame['signedIn']> };

/** A stored instant as the owner reads it: in their time zone (TIME_ZONE), to the minute. */
const when = (frame: Signed, iso: string): Html =>
  html`<time datetime="${iso}">${ownerTime(frame.timeZone ?? 'UTC', iso)}</time>`;

const hidden = (name: string, value: string): Html =>
  html`<input type="hidden" name="${name}" value="${value}" />`;

/** A one-button form that changes something: POST, with the session's CSRF token. */
function action(
  frame: Signed,
  path: string,
  label: string,
  options: { className?: string; fields?: Record<string, string> } = {},
): Html {
  return html`<form method="post" action="${at(frame.address, path)}">
    ${hidden('csrf', frame.signedIn.csrf)}${Object.entries(options.fields ?? {}).map(
      ([name, value]) => hidden(name, value),
    )}<button
      type="submit"
      ${options.className === undefined ? '' : html` class="${options.className}"`}
    >
      ${label}
    </button>
  </form>`;
}

/** "Hindi (hi)": the language a query was sent in, named in the inbox's English. */
export function languageName(tag: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames(['en'], { type: 'language' }).of(tag);
  } catch {
    name = undefined;
  }
  return name === undefined || name === tag ? tag : `${name} (${tag})`;
}

function row(frame: Signed, query: QuerySummary): Html {
  const unread = query.readAt === null;
  return html`<li>
    <a class="${unread ? 'unread' : ''}" href="${at(frame.address, `/queries/${query.id}`)}">
      <span class="who"
        ><bdi class="visitor">${query.name}</bdi>
        <span class="muted">&lt;<bdi class="visitor">${query.email}</bdi>&gt;</span
        >${unread ? html`<span class="badge new">Unread</span>` : ''}${query.handledAt === null ? '' : html`<span class="badge done">Handled</span>`}</span
      >
      ${when(frame, query.createdAt)}${query.language === null ? '' : html` · <span class="muted">${languageName(query.language)}</span>`}
      <span class="preview visitor">${query.preview.replace(/\s+/g, ' ')}</span></a
    >
  </li>`;
}

export function folderPage(
  frame: Signed,
  folder: Folder,
  queries: readonly QuerySummary[],
  search: { words: string; next: string | undefined },
): string {
  const title = folder === 'spam' ? 'Spam' : 'Inbox';
  const base = folder === 'spam' ? '/spam' : '';
  const more =
    search.next === undefined
      ? ''
      : html`<p class="pager">
          <a
            class="button"
            href="${at(frame.address, base)}?${new URLSearchParams({
              ...(search.words === '' ? {} : { q: search.words }),
              after: search.next,
            }).toString()}"
            >Older queries</a
          >
        </p>`;
  const empty =
    search.words !== ''
      ? html`<p class="muted">No query matches “${search.words}”.</p>`
      : folder === 'spam'
        ? html`<p class="muted">No spam. Queries the form's trap catches land here.</p>`
        : html`<p class="muted">
            No queries yet. Enquiries sent through your site's form appear here.
          </p>`;
  return page(
    { ...frame, title },
    html`<h1>${title}</h1>
      ${folder === 'spam' ? html`<p class="muted">Caught by the form's trap for bots. “Not spam” moves a query to the inbox and sends its notification.</p>` : ''}
      <form class="search" role="search" method="get" action="${at(frame.address, base)}">
        <div>
          <label for="q">Search ${folder === 'spam' ? 'spam' : 'queries'}</label>
          <input
            id="q"
            type="search"
            name="q"
            maxlength="400"
            value="${search.words}"
            placeholder="Name, e-mail or words"
          />
        </div>
        <button type="submit">Search</button>
      </form>
      ${
        queries.length === 0
          ? empty
          : html`<ul class="queries">
              ${queries.map((query) => row(frame, query))}
            </ul>`
      }
      ${more}`,
  );
}

const channelNames: Record<NotificationChannel, string> = {
  email: 'E-mail',
  webhook: 'Webhook',
  'auto-reply': 'Auto-reply to the sender',
};

function notificationLine(frame: Signed, n: OutboxSummary): Html {
  const state =
    n.status === 'sent'
      ? html`sent ${n.sentAt === null ? '' : when(frame, n.sentAt)}`
      : n.status === 'failed'
        ? html`failed after ${n.attempts} attempt(s)`
        : html`waiting (${n.attempts} attempt(s) so far)`;
  return html`<li>
    ${channelNames[n.channel]}:
    ${state}${n.lastError !== null && n.status !== 'sent' ? html`<br /><span class="muted">Last error: <span class="visitor">${n.lastError}</span></span>` : ''}
  </li>`;
}

export function queryPage(
  frame: Signed,
  query: StoredQuery,
  notifications: readonly OutboxSummary[],
): string {
  const spam = query.is_spam === 1;
  const handled = query.handled_at !== null;
  const path = `/queries/${query.id}`;
  const retryable = notifications.some((n) => n.status !== 'sent');
  return page(
    { ...frame, title: spam ? 'Spam' : 'Query' },
    html`<p><a href="${at(frame.address, spam ? '/spam' : '')}">← ${spam ? 'Spam' : 'Inbox'}</a></p>
      <article aria-labelledby="query-name" class="card">
        <h1 id="query-name"><bdi class="visitor">${query.name}</bdi></h1>
        <dl class="facts">
          <dt>E-mail</dt>
          <dd><bdi class="visitor">${query.email}</bdi></dd>
          <dt>Received</dt>
          <dd>${when(frame, query.created_at)}</dd>
          ${
            query.language === null
              ? ''
              : html`<dt>Language</dt>
                  <dd>${languageName(query.language)}</dd>`
          }
          <dt>Status</dt>
          <dd>
            ${
              spam
                ? html`Spam:
                  ${
                    parseReasons(query.spam_reasons)
                      .map((reason) => reason.detail)
                      .join('; ') || 'moved there by you'
                  }`
                : query.read_at === null
                  ? 'Unread'
                  : 'Read'
            }${handled ? html`, handled ${when(frame, query.handled_at ?? '')}` : ''}
          </dd>
          <dt>Notifications</dt>
          <dd>
            ${
              notifications.length === 0
                ? spam
                  ? 'None (spam is not notified)'
                  : 'None configured when it arrived'
                : html`<ul>
                    ${notifications.map((n) => notificationLine(frame, n))}
                  </ul>`
            }
          </dd>
        </dl>
        <div class="actions">
          <a class="button primary" href="${replyLink(query)}">Reply by e-mail</a>
          ${spam ? action(frame, `${path}/not-spam`, 'Not spam') : action(frame, `${path}/spam`, 'Mark as spam')}
          ${query.read_at === null ? action(frame, `${path}/read`, 'Mark read') : action(frame, `${path}/unread`, 'Mark unread')}
          ${handled ? action(frame, `${path}/unhandled`, 'Mark not handled') : action(frame, `${path}/handled`, 'Mark handled')}
          ${retryable ? action(frame, `${path}/retry`, 'Retry notifications') : ''}
          <details class="confirm">
            <summary class="button danger">Delete…</summary>
            <div>
              <p>Delete this query and its notifications? This cannot be undone.</p>
              ${action(frame, `${path}/delete`, 'Delete for good', { className: 'danger' })}
            </div>
          </details>
        </div>
        <h2>Message</h2>
        <pre class="message visitor">${query.message}</pre>
      </article>
      <p>
        <a
          href="${at(frame.address, '/erase')}?${new URLSearchParams({ email: query.email }).toString()}"
          >Erase everything from this sender…</a
        >
      </p>`,
  );
}

export function erasePage(frame: Signed, email: string, count: SenderCount | undefined): string {
  const form = html`<form method="get" action="${at(frame.address, '/erase')}" class="narrow">
    <label for="erase-email">E-mail address</label>
    <div class="search">
      <div>
        <input
          id="erase-email"
          type="email"
          name="email"
          required
          maxlength="320"
          value="${email}"
        />
      </div>
      <button type="submit">Count</button>
    </div>
  </form>`;
  const confirm =
    count === undefined
      ? ''
      : count.queries === 0 && count.replies === 0
        ? html`<p>Nothing from <bdi class="visitor">${email}</bdi> is stored.</p>`
        : html`<div class="card narrow">
            <p>
              <strong>${count.queries} ${count.queries === 1 ? 'query' : 'queries'}</strong>
              and ${count.notifications}
              ${count.notifications === 1 ? 'notification' : 'notifications'}, and
              <strong>${count.replies} ${count.replies === 1 ? 'reply' : 'replies'}</strong> to your
              posts (with your answers to them) from <bdi class="visitor">${email}</bdi>
              will be deleted for good.
            </p>
            ${action(frame, '/erase', `Erase ${String(count.queries)} ${count.queries === 1 ? 'query' : 'queries'}`, { className: 'danger', fields: { email, confirm: String(count.queries) } })}
          </div>`;
  return page(
    { ...frame, title: 'Erase a sender' },
    html`<h1>Erase a sender</h1>
      <p class="muted">
        For a request to delete someone's data: every query from one address, in the inbox and in
        spam, every notification about them, and every reply to your posts written with it.
      </p>
      ${form} ${confirm}`,
  );
}

export function exportPage(frame: Signed): string {
  return page(
    { ...frame, title: 'Export' },
    html`<h1>Export</h1>
      <p>
        Every query, inbox and spam, oldest first. The CSV is safe to open in a spreadsheet: cells
        that would run as formulas are quoted.
      </p>
      <div class="actions">
        <a class="button" href="${at(frame.address, '/export.csv')}" download>Download CSV</a>
        <a class="button" href="${at(frame.address, '/export.json')}" download>Download JSON</a>
      </div>
      <p><a href="${at(frame.address, '/erase')}">Erase everything from one sender…</a></p>`,
  );
}

export function missingPage(frame: Signed): string {
  return page(
    { ...frame, title: 'Not found' },
    html`<h1>No such query</h1>
      <p>It may have been deleted. <a href="${at(frame.address)}">Back to the inbox</a>.</p>`,
  );
}
