// Cross-origin access for the configured site origins only, and helmet's security headers.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function registerSecurity(
  app: FastifyInstance,
  origins: readonly string[],
): Promise<void> {
  await app.register(helmet);
  await app.register(cors, {
    // An origin not on the list gets no Access-Control-Allow-Origin, so browsers refuse it.
    origin: [...origins],
    methods: ['GET', 'POST'],
    allowedHeaders: ['Content-Type'],
    maxAge: 600,
  });
}
