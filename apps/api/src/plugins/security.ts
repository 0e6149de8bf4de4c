// Cross-origin access for the configured site origins only, and helmet's security headers.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Origins remembered as already reported; past this, new ones are no longer logged (a flood of made-up origins must not grow memory or the log). */
const reportLimit = 100;

export async function registerSecurity(
  app: FastifyInstance,
  origins: readonly string[],
): Promise<void> {
  const allowed = new Set(origins);
  const reported = new Set<string>();
  await app.register(helmet);
  await app.register(cors, {
    // An origin not on the list gets no Access-Control-Allow-Origin, so browsers refuse it. The
    // owner hears of it once per origin: a site moved to a new address otherwise fails silently.
    origin: (origin, callback) => {
      if (origin === undefined || allowed.has(origin)) {
        callback(null, true);
        return;
      }
      if (!reported.has(origin) && reported.size < reportLimit) {
        reported.add(origin);
        app.log.warn(
          { origin },
          `Refused a cross-origin request from ${origin}; if your site is served there, add it to CORS_ORIGINS (now ${[...allowed].join(', ')})`,
        );
      }
      callback(null, false);
    },
    methods: ['GET', 'POST'],
    allowedHeaders: ['Content-Type'],
    maxAge: 600,
  });
}
