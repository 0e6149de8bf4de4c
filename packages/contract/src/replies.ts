// A reader's reply to a post (issue 57), what the site and the API share: the API's routes, the
// site's pages a form posted without JavaScript lands on, and the form's fields and limits. Plain
// constants, so the browser imports them without zod (the check is ./reply-form.ts).
// docs/decisions/0042-readers-replies.md

import { contactQueryPath } from './contact-query-limits.ts';

/** The API's routes. */
export const repliesPaths = {
  /** GET: a post's approved replies as JSON; POST: a reader's reply. */
  replies: '/replies',
  /** A post's approved replies as a page of the API's own, for a reader without JavaScript. */
  page: '/replies/page',
  /** The link in an answer's mail that stops the mails (GET shows a button, POST stops). */
  stop: '/replies/stop',
} as const;

/** The site's pages (under a language's path) that a reply's form or link lands on. */
export const replyResultPaths = {
  /** "Your reply awaits the author": the answer to every reply, spam included. */
  sent: 'replies/sent',
  /** A field was empty or too long. */
  check: 'replies/check',
  /** The server could not take it (too many requests, the database away). */
  notSent: 'replies/not-sent',
  /** The mails about answers are stopped. */
  stopped: 'replies/stopped',
} as const;

/** The form's fields as sent; `website` is the honeypot's name, so the reader's site is `site`. */
export const replyFields = {
  post: 'post',
  name: 'name',
  message: 'message',
  site: 'site',
  email: 'email',
  language: 'language',
} as const;

/** Limits shared by the form's maxLength attributes and the API's check. */
export const replyLimits = {
  name: 100,
  message: 3000,
  site: 300,
  email: 254,
  /** A post's path on the site, its language's included. */
  post: 300,
} as const;

/** Every page the site prerenders for a reply's answers. */
export function replyResultPagePaths(): string[] {
  return Object.values(replyResultPaths);
}

/**
 * Whether a site build has the replies under its posts: when its contact form posts to this
 * project's API (`VITE_CONTACT_ENDPOINT` unset, or ending with the API's contact route), which
 * keeps them; a hosted form backend has none.
 */
export function repliesInSite(env: { VITE_CONTACT_ENDPOINT?: string | undefined }): boolean {
  const endpoint = env.VITE_CONTACT_ENDPOINT ?? '';
  return endpoint === '' || endpoint.replace(/\/+$/, '').endsWith(contactQueryPath);
}
