// The Subscribers page (GET /inbox/subscribers?days=7|30|90), its CSV (GET
// /inbox/subscribers.csv) and erasing an address (POST /inbox/subscribers/erase, with the
// session's CSRF token from the inbox's own origin), signed in like every other inbox page.
import type { FastifyInstance } from 'fastify';
import { subscriberStats } from '../newsletter/subscriber-stats.ts';
import { eraseSubscriber, listSubscribers } from '../newsletter/subscribers.ts';
import { subscribersCsv } from '../newsletter/subscribers-csv.ts';
import { errorBody } from '../plugins/error-replies.ts';
import { statsPeriods } from '../visits/visit-stats.ts';
import { at } from './inbox-address.ts';
import type { InboxContext } from './inbox-context.ts';
import { signedInFrame } from './inbox-context.ts';
import { subscribersPage } from './pages/subscribers-page.ts';
import { bodyField } from './query-routes.ts';
import { signedIn } from './session-guard.ts';

export function registerSubscribersRoutes(inbox: FastifyInstance, context: InboxContext): void {
  const { db, address } = context;
  inbox.get(
    '/subscribers',
    signedIn(db, address, { changes: false }, async (request, reply, session) => {
      const asked = Number((request.query as Record<string, unknown>).days);
      const days = statsPeriods.find((period) => period === asked) ?? 30;
      const [frame, stats, subscribers] = await Promise.all([
        signedInFrame(context, request, session, 'subscribers'),
        subscriberStats(db, { days, timeZone: context.timeZone }),
        listSubscribers(db),
      ]);
      return reply.type('text/html; charset=utf-8').send(
        subscribersPage(frame, stats, subscribers, {
          days,
          timeZone: context.timeZone,
          newsletterOn: context.newsletterOn,
        }),
      );
    }),
  );
  inbox.get(
    '/subscribers.csv',
    signedIn(db, address, { changes: false }, async (_request, reply) => {
      const subscribers = await listSubscribers(db);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="subscribers-${day}.csv"`)
        .send(subscribersCsv(subscribers));
    }),
  );
  inbox.post(
    '/subscribers/erase',
    signedIn(db, address, { changes: true }, async (request, reply) => {
      const email = bodyField(request, 'email').trim().slice(0, 320);
      if (email === '')
        return reply.code(400).send(errorBody(400, 'Give the e-mail address to erase.'));
      const erased = await eraseSubscriber(db, email);
      request.log.info({ erased }, 'inbox: erased a subscriber');
      return reply.redirect(
        `${at(address, '/subscribers')}?done=${erased ? 'erased-subscriber' : 'not-a-subscriber'}`,
        303,
      );
    }),
  );
}
