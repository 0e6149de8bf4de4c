// GET /inbox/visits?days=7|30|90: the Visits page, signed in like every other inbox page.
import type { FastifyInstance } from 'fastify';
import { statsPeriods, visitStats } from '../visits/visit-stats.ts';
import type { InboxContext } from './inbox-context.ts';
import { signedInFrame } from './inbox-context.ts';
import { visitsPage } from './pages/visits-page.ts';
import { signedIn } from './session-guard.ts';

export function registerVisitsRoute(inbox: FastifyInstance, context: InboxContext): void {
  inbox.get(
    '/visits',
    signedIn(context.db, context.address, { changes: false }, async (request, reply, session) => {
      const asked = Number((request.query as Record<string, unknown>).days);
      // Only the periods offered; anything else is the middle one.
      const days = statsPeriods.find((period) => period === asked) ?? 30;
      const [frame, stats] = await Promise.all([
        signedInFrame(context, request, session, 'visits'),
        visitStats(context.db, { days, timeZone: context.timeZone }),
      ]);
      return reply.type('text/html; charset=utf-8').send(
        visitsPage(frame, stats, {
          days,
          timeZone: context.timeZone,
          counting: context.countingVisits,
        }),
      );
    }),
  );
}
