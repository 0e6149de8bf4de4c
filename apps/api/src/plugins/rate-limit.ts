// Per-address limits on the query endpoint. Counters live in memory, or in Redis when one is
// configured so that every API instance shares them (rate-limit-store.ts: counted in memory too,
// so a slow or absent Redis never hands out a fresh allowance). While Redis is away (stopped,
// hung, unreachable) each instance counts in its own memory: the limit still holds per
// instance, visitors are not slowed down, and nobody is turned away because a counter is missing.
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RedisLink } from '../redis/redis-link.ts';
import { errorBody } from './error-replies.ts';
import { SharedCountStore } from './rate-limit-store.ts';

const nameSpace = 'portfolio-rate-limit:';

/**
 * The visitor's address (behind a trusted proxy, the one it reports). A request whose socket is
 * already gone (a malformed chunked body, say) has none; it is counted under one shared key
 * rather than failing.
 */
export function rateLimitKey(request: FastifyRequest): string {
  const address = request.ip as string | undefined;
  // IPv6 visitors are counted per /64, as @fastify/rate-limit does by default.
  return address === undefined || address === '' ? 'unknown-address' : normalizeIP(address);
}

/** @fastify/rate-limit constructs its store itself; this class closes over the link. */
function sharedStoreFor(link: RedisLink): FastifyRateLimitStoreCtor {
  return class extends SharedCountStore {
    constructor() {
      super(link, nameSpace);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

export async function registerRateLimit(
  app: FastifyInstance,
  redis: RedisLink | undefined,
): Promise<void> {
  const store = redis ? sharedStoreFor(redis) : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(store ? { store } : {}),
    keyGenerator: rateLimitKey,
    // The shared store never fails; this covers anything unexpected inside a store.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      ...errorBody(
        429,
        `Too many messages from your address. Please try again in ${context.after}.`,
      ),
    }),
  });
}
