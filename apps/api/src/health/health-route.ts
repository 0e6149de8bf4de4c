// GET /health: 200 only when the database answers, so a load balancer stops sending queries
// to an instance that could not store them.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';

export function registerHealthRoute(app: FastifyInstance, db: Db): void {
  app.get('/health', async (request, reply) => {
    try {
      await sql`select 1`.execute(db.kysely);
      return await reply.send({ status: 'ok', database: db.kind });
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable', database: db.kind });
    }
  });
}
