// Cross-origin access for the configured site origins only, and helmet's security headers.
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** Origins remembered as already reported; past this, new ones are no longer logged (a flood of made-up origins must not grow memory or the log). */
const reportLimit = 100;

/**
 * `headers`: helmet's headers, computed once (helmet-headers.ts). @fastify/helmet built helmet's
 * middleware again for every request, a few per cent of the API's time under load; the headers
 * never differ between requests, and a route may still set its own (the inbox's policy).
 */
export async function registerSecurity(
  app: FastifyInstance,
  origins: readonly string[],
  headers: Readonly<Record<string, string>>,
): Promise<void> {
  const allowed = new Set(origins);
  const reported = new Set<string>();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
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
