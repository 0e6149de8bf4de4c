// POST /visit: a page view from the site's counting script. It always answers 204 with no body
// (a beacon reads nothing back, and a prober learns nothing); a view is counted only when it
// comes from one of the site's own origins (CORS_ORIGINS), from a browser that is not automated
// (./automated-visitor.ts), with a body that is a page view (./page-view.ts). A failure to count
// is logged, never answered with an error. Rate-limited per address like the form, more loosely.
import { pageViewPath } from '@portfolio/contract/page-view';
import type { FastifyInstance } from 'fastify';
import { dayIn } from '../owner-time.ts';
import { isAutomatedVisit } from './automated-visitor.ts';
import { readPageView } from './page-view.ts';
import type { UniqueVisitors } from './unique-visitors.ts';
import type { VisitCounter } from './visit-counter.ts';

/** A page view is a few short strings; anything longer is not one. */
export const pageViewBodyLimit = 2048;

export interface VisitRouteOptions {
  counter: VisitCounter;
  visitors: UniqueVisitors;
  /** The site's origins: views from anywhere else are not counted. */
  origins: readonly string[];
  timeZone: string;
  rateLimit: { max: number; timeWindowMs: number };
  now?: () => Date;
}

export async function registerVisitRoute(
  app: FastifyInstance,
  options: VisitRouteOptions,
): Promise<void> {
  const now = options.now ?? (() => new Date());
  const origins = new Set(options.origins);
  await app.register((scope, _opts, done) => {
    // Every body is read as text here and judged by readPageView: a body that fails to parse is
    // not counted, rather than answered 400 or 415.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: pageViewBodyLimit },
      (_request, body, parsed) => {
        parsed(null, body);
      },
    );
    scope.post(
      pageViewPath,
      {
        bodyLimit: pageViewBodyLimit,
        config: {
          rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindowMs },
        },
      },
      async (request, reply) => {
        const origin = request.headers.origin;
        const view = readPageView(request.body);
        if (
          view !== undefined &&
          origin !== undefined &&
          origins.has(origin) &&
          !isAutomatedVisit(request.headers)
        ) {
          try {
            const at = now();
            const firstToday = await options.visitors.isFirstToday({
              site: origin,
              address: request.ip,
              userAgent: request.headers['user-agent'] ?? '',
              at,
            });
            options.counter.add(dayIn(options.timeZone, at), view, firstToday);
          } catch (error) {
            request.log.warn(
              { reason: error instanceof Error ? error.message : String(error) },
              'a page view was not counted',
            );
          }
        }
        return reply.code(204).send();
      },
    );
    scope.route({
      method: ['GET', 'PUT', 'PATCH', 'DELETE'],
      url: pageViewPath,
      handler: (_request, reply) => reply.code(405).header('Allow', 'POST').send(),
    });
    done();
  });
}
