// The shape @fastify/rate-limit expects of a store (its own stores and ours).
export interface RateLimitCount {
  current: number;
  ttl: number;
}

export type RateLimitCallback = (error: Error | null, result: RateLimitCount | null) => void;

export interface RateLimitStoreLike {
  incr: (key: string, callback: RateLimitCallback, timeWindow: number, max: number) => void;
  child: (routeOptions: {
    continueExceeding?: boolean;
    exponentialBackoff?: boolean;
    routeInfo: { method: string; url: string };
  }) => RateLimitStoreLike;
}
