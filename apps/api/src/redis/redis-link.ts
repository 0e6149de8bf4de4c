// The shared Redis (rate-limit counters) as something that may be away. Commands time out in
// tens of milliseconds and never queue while disconnected, so a stopped or hung Redis costs a
// visitor at most one short timeout; while it is away, callers use their in-memory fallback and
// a background ping notices when it is back. Each change is logged once, not per request.
import { Redis } from 'ioredis';

export interface RedisLinkLog {
  warn: (fields: object, message: string) => void;
  info: (fields: object, message: string) => void;
}

export interface RedisLink {
  client: Redis;
  /** False while Redis is unreachable or not answering in time. */
  isUp: () => boolean;
  /** A command failed or timed out: treat Redis as away until a ping succeeds. */
  markDown: (error: unknown) => void;
  /** Resolves once Redis is first ready, or after `ms` (then it counts as away). */
  whenReady: (ms: number) => Promise<void>;
  /** Drops the connection at once: a hung Redis must not hold up shutdown. */
  close: () => void;
}

export interface RedisLinkOptions {
  url: string;
  commandTimeoutMs: number;
  log: RedisLinkLog;
  /** How often to ping while Redis is away. */
  probeIntervalMs?: number;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createRedisLink(options: RedisLinkOptions): RedisLink {
  const client = new Redis(options.url, {
    commandTimeout: options.commandTimeoutMs,
    connectTimeout: Math.max(1000, options.commandTimeoutMs),
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Keep trying to reconnect, never more than a second apart, for as long as the API runs.
    retryStrategy: (times) => Math.min(times * 100, 1000),
    lazyConnect: false,
  });
  // 'connecting' until the first ready: the in-memory limit applies, nothing is logged yet.
  let state: 'connecting' | 'up' | 'down' = 'connecting';
  let closing = false;
  let probe: NodeJS.Timeout | undefined;
  // Start-up waiters: told when the first state after 'connecting' is known.
  const settled: (() => void)[] = [];
  const settle = () => {
    for (const resolve of settled.splice(0)) resolve();
  };

  function setUp(): void {
    if (state === 'up' || closing) return;
    if (state === 'down') options.log.info({}, 'redis is back: rate limits are shared again');
    state = 'up';
    if (probe) clearInterval(probe);
    probe = undefined;
    settle();
  }

  function markDown(error: unknown): void {
    if (state === 'down' || closing) return;
    state = 'down';
    settle();
    options.log.warn(
      { reason: reasonOf(error) },
      "redis unavailable: rate limits fall back to this instance's memory until it is back",
    );
    // A hung Redis keeps its connection 'ready', so no 'ready' event will say it is back.
    probe = setInterval(() => {
      if (client.status === 'ready') client.ping().then(setUp, () => undefined);
    }, options.probeIntervalMs ?? 1000);
    probe.unref();
  }

  client.on('ready', setUp);
  client.on('error', (error) => markDown(error));
  client.on('close', () => markDown(new Error('connection closed')));

  return {
    client,
    isUp: () => state === 'up',
    markDown,
    whenReady: (ms) =>
      new Promise<void>((resolve) => {
        if (state !== 'connecting') {
          resolve();
          return;
        }
        const timer = setTimeout(() => {
          markDown(new Error(`no answer within ${String(ms)} ms of start-up`));
        }, ms);
        settled.push(() => {
          clearTimeout(timer);
          resolve();
        });
      }),
    close: () => {
      closing = true;
      if (probe) clearInterval(probe);
      client.disconnect();
    },
  };
}
