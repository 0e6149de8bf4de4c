// Per-address limits on the query endpoint. Counters live in memory, or in Redis when one is
// configured so that every API instance shares them. While Redis is away (stopped, hung,
// unreachable) each instance counts in its own memory: the limit still holds per instance,
// visitors are not slowed down, and nobody is turned away because a counter is missing.
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RedisLink } from '../redis/redis-link.ts';
import { errorBody } from './error-replies.ts';
import type { RateLimitCallback, RateLimitStoreLike } from './rate-limit-store-like.ts';

const nameSpace = 'portfolio-rate-limit:';

// The two stores @fastify/rate-limit ships (CommonJS, untyped); the fallback store composes them.
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => RateLimitStoreLike;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: RedisLink['client'],
  key: string,
) => RateLimitStoreLike;

/** Redis while it answers, this instance's memory while it does not. */
export class FallbackStore implements RateLimitStoreLike {
  private readonly link: RedisLink;
  private readonly shared: RateLimitStoreLike;
  private readonly local: RateLimitStoreLike;

  constructor(link: RedisLink, shared: RateLimitStoreLike, local: RateLimitStoreLike) {
    this.link = link;
    this.shared = shared;
    this.local = local;
  }

  incr(key: string, callback: RateLimitCallback, timeWindow: number, max: number): void {
    if (!this.link.isUp()) {
      this.local.incr(key, callback, timeWindow, max);
      return;
    }
    this.shared.incr(
      key,
      (error, result) => {
        if (error === null && result !== null) {
          callback(null, result);
          return;
        }
        this.link.markDown(error);
        this.local.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<RateLimitStoreLike['child']>[0]): RateLimitStoreLike {
    return new FallbackStore(
      this.link,
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
    );
  }
}

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
function fallbackStoreFor(link: RedisLink): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    constructor() {
      super(
        link,
        new RedisStore(false, false, link.client, nameSpace),
        new LocalStore(false, false),
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

export async function registerRateLimit(
  app: FastifyInstance,
  redis: RedisLink | undefined,
): Promise<void> {
  const store = redis ? fallbackStoreFor(redis) : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(store ? { store } : {}),
    keyGenerator: rateLimitKey,
    // The fallback store never fails; this covers anything unexpected inside a store.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      ...errorBody(
        429,
        `Too many messages from your address. Please try again in ${context.after}.`,
      ),
    }),
  });
}
