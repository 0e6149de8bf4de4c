// "Reply by e-mail": a mailto: link to the visitor with a subject and their message quoted. The
// address is percent-encoded whole, so nothing in it can add headers or recipients; the quote is
// cut short so the link stays within what browsers and mail apps accept.
import type { StoredQuery } from '../db/schema.ts';

export const quotedLength = 1500;

export function replyLink(query: Pick<StoredQuery, 'email' | 'message' | 'created_at'>): string {
  const quote =
    query.message.length > quotedLength
      ? `${query.message.slice(0, quotedLength)}…`
      : query.message;
  const body = `\n\nOn ${query.created_at.slice(0, 10)} you wrote:\n${quote
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n')}`;
  const params = `subject=${encodeURIComponent('Re: your enquiry')}&body=${encodeURIComponent(body)}`;
  return `mailto:${encodeURIComponent(query.email.trim())}?${params}`;
}
