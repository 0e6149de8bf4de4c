// What every inbox route shares: the database, the inbox's address, its assets, and the frame
// (navigation, unread count, outcome notice) of a signed-in page.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { countUnread } from '../queries/owner-actions.ts';
import type { InboxAssets } from './inbox-assets.ts';
import type { InboxAddress } from './inbox-address.ts';
import type { Frame, Section } from './pages/layout.ts';
import type { Session } from './sessions.ts';

export interface InboxContext {
  db: Db;
  address: InboxAddress;
  assets: () => Promise<InboxAssets>;
  /** The owner's time zone (TIME_ZONE). */
  timeZone: string;
  /** Whether the API counts visits (VISITS=on). */
  countingVisits: boolean;
  /** Whether readers may follow the posts by e-mail (NEWSLETTER=on). */
  newsletterOn: boolean;
}

/** The outcome of the last action, named in the redirect's `done=`; unknown names show nothing. */
const notices: Record<string, string | ((count: string) => string)> = {
  read: 'Marked read.',
  unread: 'Marked unread.',
  handled: 'Marked handled.',
  unhandled: 'Marked not handled.',
  'not-spam': 'Moved to the inbox; its notifications are on their way.',
  spam: 'Moved to spam; notifications that had not gone out were dropped.',
  retry: 'The notifications will be sent again within seconds.',
  deleted: 'The query was deleted.',
  'reply-approve': 'Approved: it shows on its post.',
  'reply-reject': 'Rejected: it stays off its post.',
  'reply-erase': 'The reply was erased.',
  'erased-subscriber': 'The address was erased, with every mail to it.',
  'not-a-subscriber': 'No such address was kept.',
  erased: (count) =>
    `Erased ${count} ${count === '1' ? 'query' : 'queries'} and their notifications.`,
  renamed: 'Passkey renamed.',
  removed: 'Passkey removed; the sessions it opened were signed out.',
  'kept-last': 'Your only passkey was kept: add another before removing it.',
  added: 'Passkey added.',
  'signed-out': 'Signed out.',
  'signed-out-everywhere': 'Signed out everywhere: every session has ended.',
  enrolled: 'Passkey added. Sign in with it now.',
};

export function noticeOf(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown>;
  const done = typeof query.done === 'string' ? notices[query.done] : undefined;
  if (typeof done === 'function') {
    const count = typeof query.n === 'string' && /^\d{1,9}$/.test(query.n) ? query.n : '0';
    return done(count);
  }
  return done;
}

export async function signedInFrame(
  context: InboxContext,
  request: FastifyRequest,
  session: Session,
  section: Section,
): Promise<Omit<Frame, 'title' | 'script'> & { signedIn: NonNullable<Frame['signedIn']> }> {
  const [assets, unread] = await Promise.all([context.assets(), countUnread(context.db)]);
  return {
    address: context.address,
    assets,
    notice: noticeOf(request),
    timeZone: context.timeZone,
    signedIn: { csrf: session.csrfToken, unread, section },
  };
}
