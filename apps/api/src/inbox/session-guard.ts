// The lock on every inbox route but sign-in and enrolment. Without a live session: 401 JSON, or a
// redirect to sign-in for a browser asking for a page; the same answer, from the same work, for
// every route and id, so nothing about queries can be learnt signed out. A request that changes
// something must also come from the inbox's own origin and carry the session's CSRF token.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { errorBody } from '../plugins/error-replies.ts';
import type { InboxAddress } from './inbox-address.ts';
import { at } from './inbox-address.ts';
import { sessionCookie, sessionCookieOptions } from './inbox-cookies.ts';
import { sameSecret } from './secret.ts';
import { findSession } from './sessions.ts';
import type { Session } from './sessions.ts';

export type SignedInHandler = (
  request: FastifyRequest,
  reply: FastifyReply,
  session: Session,
) => Promise<unknown>;

export const wantsPage = (request: FastifyRequest): boolean =>
  (request.headers.accept ?? '').includes('text/html');

/**
 * True when the request comes from the inbox's own pages: its Origin is the inbox's, or, where
 * the browser withheld the origin (a form posted under Referrer-Policy: no-referrer is sent with
 * "Origin: null"), its Sec-Fetch-Site, which no page's script can set, says same-origin.
 */
export function fromOwnOrigin(request: FastifyRequest, address: InboxAddress): boolean {
  const origin = request.headers.origin;
  if (origin === address.origin) return true;
  return (
    (origin === undefined || origin === 'null') &&
    request.headers['sec-fetch-site'] === 'same-origin'
  );
}

function csrfTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-csrf-token'];
  if (typeof header === 'string') return header;
  const body = request.body;
  if (typeof body === 'object' && body !== null && 'csrf' in body) {
    const value = body.csrf;
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

export const refusedOrigin =
  'Refused: this request did not come from the inbox’s own pages (its Origin is not the inbox’s).';
export const refusedToken =
  'Refused: this request did not carry the inbox’s form token. Reload the page and try again.';

export function signedIn(
  db: Db,
  address: InboxAddress,
  options: { changes: boolean },
  handler: SignedInHandler,
) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    const session = await findSession(db, request.cookies[sessionCookie]);
    if (session === undefined) {
      if (request.cookies[sessionCookie] !== undefined)
        void reply.clearCookie(sessionCookie, sessionCookieOptions(address));
      if (wantsPage(request)) return reply.redirect(at(address, '/sign-in'), 303);
      return reply.code(401).send(errorBody(401, 'Sign in to the inbox first.'));
    }
    if (options.changes) {
      if (!fromOwnOrigin(request, address)) {
        request.log.warn('inbox: refused a change from another origin');
        return reply.code(403).send(errorBody(403, refusedOrigin));
      }
      const token = csrfTokenOf(request);
      if (token === undefined || !sameSecret(token, session.csrfToken)) {
        request.log.warn('inbox: refused a change without its CSRF token');
        return reply.code(403).send(errorBody(403, refusedToken));
      }
    }
    return handler(request, reply, session);
  };
}
