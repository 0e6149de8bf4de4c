// GET /health: 200 when the database answers, 503 (quickly, even when the database hangs) when
// it does not, so a load balancer stops sending queries to an instance that could not store
// them. Redis only shares rate-limit counters: without it the API still works, so a missing
// Redis is reported as degraded, not as a failure.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { withDeadline } from '../db/database.ts';
import type { RedisLink } from '../redis/redis-link.ts';
import { retryAfterSeconds } from '../plugins/error-replies.ts';

export interface HealthOptions {
  db: Db;
  redis: RedisLink | undefined;
  timeoutMs: number;
}

export function registerHealthRoute(app: FastifyInstance, options: HealthOptions): void {
  let databaseWasDown = false;
  app.get('/health', async (request, reply) => {
    const redis = options.redis === undefined ? 'off' : options.redis.isUp() ? 'ok' : 'degraded';
    try {
      await withDeadline(sql`select 1`.execute(options.db.kysely), options.timeoutMs);
      databaseWasDown = false;
      return await reply.send({
        status: redis === 'degraded' ? 'degraded' : 'ok',
        database: 'ok',
        engine: options.db.kind,
        redis,
      });
    } catch (error) {
      // Once per outage: a load balancer polling every second must not fill the log.
      if (!databaseWasDown)
        request.log.error(
          { reason: error instanceof Error ? error.message : String(error) },
          'health check: database unreachable',
        );
      databaseWasDown = true;
      return reply
        .code(503)
        .header('Retry-After', String(retryAfterSeconds))
        .send({ status: 'unavailable', database: 'unavailable', engine: options.db.kind, redis });
    }
  });
}
