// Per-address limits on the query endpoint. Counters live in memory, or in Redis when one is
// configured so that every API instance shares them.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { errorBody } from './error-replies.ts';

export async function registerRateLimit(
  app: FastifyInstance,
  redis: Redis | undefined,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'portfolio-rate-limit:' } : {}),
    // A Redis outage must not turn visitors away: enquiries matter more than the counter.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      ...errorBody(
        429,
        `Too many messages from your address. Please try again in ${context.after}.`,
      ),
    }),
  });
}
