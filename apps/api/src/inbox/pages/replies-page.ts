// Replies: what readers and other sites answered the owner's posts, held until the owner
// approves or rejects each (nothing reaches a post before). Everything shown is a stranger's:
// names, addresses and words as text, never a link the inbox follows.
import { at } from '../inbox-address.ts';
import { html } from '../html.ts';
import type { Html } from '../html.ts';
import { ownerTime } from '../../owner-time.ts';
import type { ReplyStatus } from '../../db/schema.ts';
import { answerMax } from '../../replies/answers.ts';
import type { Reply } from '../../replies/replies.ts';
import { page } from './layout.ts';
import type { Frame } from './layout.ts';

type Signed = Omit<Frame, 'title' | 'script'> & { signedIn: NonNullable<Frame['signedIn']> };

export const replyStatuses: readonly ReplyStatus[] = ['held', 'approved', 'rejected', 'spam'];

const statusTitles: Record<ReplyStatus, string> = {
  held: 'Held',
  approved: 'Approved',
  rejected: 'Rejected',
  spam: 'Spam',
};

function action(frame: Signed, reply: Reply, name: string, label: string, className = '') {
  return html`<form method="post" action="${at(frame.address, `/replies/${reply.id}/${name}`)}">
    <input type="hidden" name="csrf" value="${frame.signedIn.csrf}" /><button
      type="submit"
      ${className === '' ? '' : html` class="${className}"`}
    >
      ${label}
    </button>
  </form>`;
}

function answerForm(frame: Signed, reply: Reply): Html {
  const id = `answer-${reply.id}`;
  return html`<form
    class="answer"
    method="post"
    action="${at(frame.address, `/replies/${reply.id}/answer`)}"
  >
    <input type="hidden" name="csrf" value="${frame.signedIn.csrf}" />
    <label for="${id}"
      >Your answer${reply.email === null ? '' : ' (mailed to the reader once)'}</label
    >
    <textarea id="${id}" name="text" rows="3" required maxlength="${answerMax}"></textarea>
    <button type="submit">Answer</button>
  </form>`;
}

function replyCard(frame: Signed, reply: Reply, answers: readonly Reply[], timeZone: string): Html {
  return html`<li class="card">
    <p class="muted">
      <strong>${reply.kind}</strong> on <bdi class="visitor">${reply.post}</bdi> ·
      <time datetime="${reply.createdAt}">${ownerTime(timeZone, reply.createdAt)}</time>
    </p>
    <p>
      <bdi class="visitor">${reply.author.name}</bdi>${
        reply.author.url === null
          ? ''
          : html` <span class="muted">(<bdi class="visitor">${reply.author.url}</bdi>)</span>`
      }
    </p>
    ${reply.text === '' ? '' : html`<p class="message visitor">${reply.text}</p>`}
    ${
      reply.source === null
        ? ''
        : html`<p class="muted">From <bdi class="visitor">${reply.source}</bdi></p>`
    }
    ${
      reply.email === null
        ? ''
        : html`<p class="muted">
            Wants to hear of an answer at <bdi class="visitor">${reply.email}</bdi>
          </p>`
    }
    ${
      reply.spamReasons.length === 0
        ? ''
        : html`<p class="muted">
            Filed as spam: ${reply.spamReasons.map((reason) => reason.detail).join('; ')}
          </p>`
    }
    ${answers.map(
      (answer) =>
        html`<blockquote class="owner-answer">
          <p class="muted">
            Your answer ·
            <time datetime="${answer.createdAt}">${ownerTime(timeZone, answer.createdAt)}</time>
          </p>
          <p class="message">${answer.text}</p>
        </blockquote>`,
    )}
    ${reply.status === 'spam' || reply.kind !== 'reply' ? '' : answerForm(frame, reply)}
    <div class="actions">
      ${reply.status === 'approved' ? '' : action(frame, reply, 'approve', 'Approve')}
      ${reply.status === 'rejected' ? '' : action(frame, reply, 'reject', 'Reject')}
      ${action(frame, reply, 'erase', 'Erase', 'danger')}
    </div>
  </li>`;
}

export function repliesPage(
  frame: Signed,
  replies: readonly Reply[],
  options: { status: ReplyStatus; timeZone: string; counts: Record<ReplyStatus, number> },
): string {
  const tabs = replyStatuses.map(
    (status) =>
      html`<li>
        <a
          href="${at(frame.address, `/replies?status=${status}`)}"
          ${status === options.status ? html` aria-current="page"` : ''}
          >${statusTitles[status]} (${options.counts[status]})</a
        >
      </li>`,
  );
  const shown = replies.filter(
    (reply) => reply.parentId === null && reply.status === options.status,
  );
  const answersTo = (reply: Reply) => replies.filter((answer) => answer.parentId === reply.id);
  return page(
    { ...frame, title: 'Replies' },
    html`<h1>Replies</h1>
      <p class="muted">
        What readers and other sites (by Webmention) answered your posts. Nothing is shown on a post
        until you approve it.
        <a href="${at(frame.address, '/replies.csv')}" download>Download all as CSV</a>
      </p>
      <nav aria-label="Replies by status">
        <ul class="periods">
          ${tabs}
        </ul>
      </nav>
      ${
        shown.length === 0
          ? html`<p class="muted">None.</p>`
          : html`<ul class="replies">
              ${shown.map((reply) => replyCard(frame, reply, answersTo(reply), options.timeZone))}
            </ul>`
      }`,
  );
}
