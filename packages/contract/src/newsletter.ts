// Followers by e-mail (issue 56), what the site and the API share: the API's routes, the site's
// pages a form posted without JavaScript lands on, the form's field limits, and the owner's words
// for the mails (content/newsletter.md, translated beside it in content/locales/<tag>/), read by
// the API at start and by the content check. Headers, a blank line, then the confirmation's text:
//
//   Subject: Confirm that you follow my posts
//   Unsubscribe: Unsubscribe
//   Read-On: Read it on the site
//
//   To get each new post by e-mail, open this link within seven days: {link}
//
// `{link}` (the confirmation's address) is the only placeholder, and the text must hold it.
// docs/decisions/0040-followers-by-e-mail.md

import { contactQueryPath } from './contact-query-limits.ts';

/** The API's routes. */
export const newsletterPaths = {
  subscribe: '/newsletter',
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
} as const;

/** The site's pages (under a language's path) that a form or a link lands on. */
export const newsletterResultPaths = {
  /** "Check your inbox": the answer to every subscription, whoever the address is. */
  sent: 'newsletter/sent',
  /** The address was empty or not one. */
  check: 'newsletter/check',
  /** The server could not take it (no e-mail set up, too many requests). */
  notSent: 'newsletter/not-sent',
  confirmed: 'newsletter/confirmed',
  /** A confirmation link that is too old, or not one. */
  expired: 'newsletter/expired',
  left: 'newsletter/left',
} as const;

/** Every page the site prerenders for the newsletter's answers. */
export function newsletterResultPagePaths(): string[] {
  return Object.values(newsletterResultPaths);
}

/**
 * Whether a site build has the newsletter's form, from its settings: not when `NEWSLETTER` is
 * `off`, and not when the contact form posts to a hosted form backend (`VITE_CONTACT_ENDPOINT`
 * outside this project's API), which has no newsletter: then `needsTheApi` says why.
 */
export function newsletterInSite(env: {
  NEWSLETTER?: string | undefined;
  VITE_CONTACT_ENDPOINT?: string | undefined;
}): { on: boolean; needsTheApi: boolean } {
  const off = (env.NEWSLETTER ?? '').trim().toLowerCase() === 'off';
  const hosted =
    env.VITE_CONTACT_ENDPOINT !== undefined &&
    env.VITE_CONTACT_ENDPOINT !== '' &&
    !env.VITE_CONTACT_ENDPOINT.replace(/\/+$/, '').endsWith(contactQueryPath);
  return { on: !off && !hosted, needsTheApi: !off && hosted };
}

/** The longest address a mail server takes (RFC 5321's path). */
export const newsletterEmailMax = 254;

export interface NewsletterWords {
  /** The confirmation mail's subject. */
  subject: string;
  /** The confirmation mail's text, with {link}. */
  text: string;
  /** The words of the unsubscribe link in every mail. */
  unsubscribe: string;
  /** The words of the link to the post in a post's mail. */
  readOn: string;
}

export type NewsletterWordsCheck =
  { ok: true; words: NewsletterWords } | { ok: false; problems: string[] };

const known = new Map([
  ['subject', 'subject'],
  ['unsubscribe', 'unsubscribe'],
  ['read-on', 'readOn'],
] as const);

export function parseNewsletterWords(source: string): NewsletterWordsCheck {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blank = lines.findIndex((line) => line.trim() === '');
  const headerLines = blank === -1 ? lines : lines.slice(0, blank);
  const text =
    blank === -1
      ? ''
      : lines
          .slice(blank + 1)
          .join('\n')
          .trim();
  const problems: string[] = [];
  const headers: Partial<Record<'subject' | 'unsubscribe' | 'readOn', string>> = {};
  for (const [index, line] of headerLines.entries()) {
    const match = /^([A-Za-z-]+):\s*(.*)$/.exec(line);
    const field = match === null ? undefined : known.get((match[1] ?? '').toLowerCase() as never);
    if (match === null || field === undefined) {
      problems.push(
        `line ${String(index + 1)}: expected Subject, Unsubscribe or Read-On ("Subject: …"), then a blank line, then the text`,
      );
      continue;
    }
    headers[field] = (match[2] ?? '').trim();
  }
  for (const [header, field] of known)
    if ((headers[field] ?? '') === '') problems.push(`a "${header}: …" line is needed`);
  if (!text.includes('{link}')) problems.push('the text must hold {link}, the confirmation link');
  for (const found of [...text.matchAll(/\{[^{}\n]*\}/g)].map((match) => match[0]))
    if (found !== '{link}')
      problems.push(`${found} is not a placeholder: only {link} is filled in`);
  const { subject = '', unsubscribe = '', readOn = '' } = headers;
  if (/[\r\n]/.test(subject) || subject.length > 150)
    problems.push('the subject must be one line of 150 characters at most');
  return problems.length > 0
    ? { ok: false, problems }
    : { ok: true, words: { subject, text, unsubscribe, readOn } };
}
