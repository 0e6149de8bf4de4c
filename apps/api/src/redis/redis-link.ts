// The shared Redis (rate-limit counters, spent challenges) as something that may be away. A
// caller waits at most REDIS_TIMEOUT for an answer and never queues while disconnected, so a
// stopped or hung Redis costs a visitor at most that; the command itself keeps going, so a late
// answer still arrives and can be used. One slow answer is not an outage: only a lost connection
// or several failures in a row open the circuit, and then callers use their in-memory fallback
// until a background ping succeeds. Each change is logged once, not per request.
import { Redis } from 'ioredis';

export interface RedisLinkLog {
  warn: (fields: object, message: string) => void;
  info: (fields: object, message: string) => void;
}

export interface RedisLink {
  client: Redis;
  /** False while Redis is unreachable or has failed several times in a row (the circuit is open). */
  isUp: () => boolean;
  /** The connection is lost: treat Redis as away until a ping succeeds. */
  markDown: (error: unknown) => void;
  /**
   * Waits up to REDIS_TIMEOUT for a command's answer: `late` when it did not come in time (the
   * command goes on, and `command` itself still settles); rejects when the command failed.
   * Failures and late answers count towards opening the circuit; an answer in time resets them.
   */
  answer: <T>(command: Promise<T>) => Promise<{ late: false; value: T } | { late: true }>;
  /** Calls `listener` each time Redis is back after being away. */
  onBack: (listener: () => void) => void;
  /** Resolves once Redis is first ready, or after `ms` (then it counts as away). */
  whenReady: (ms: number) => Promise<void>;
  /** Drops the connection at once: a hung Redis must not hold up shutdown. */
  close: () => void;
}

export interface RedisLinkOptions {
  url: string;
  /** How long a caller waits for an answer (REDIS_TIMEOUT). */
  commandTimeoutMs: number;
  /** Failures or late answers in a row that open the circuit. */
  failuresToOpen?: number;
  log: RedisLinkLog;
  /** How often to ping while Redis is away. */
  probeIntervalMs?: number;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createRedisLink(options: RedisLinkOptions): RedisLink {
  const client = new Redis(options.url, {
    // The command itself may take longer than a caller waits: its late answer is still used.
    // Past this, ioredis gives up on it (a hung server must not hold commands forever).
    commandTimeout: Math.max(2000, options.commandTimeoutMs * 10),
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
  const failuresToOpen = options.failuresToOpen ?? 3;
  let failuresInARow = 0;
  const backListeners: (() => void)[] = [];
  let probe: NodeJS.Timeout | undefined;
  // Start-up waiters: told when the first state after 'connecting' is known.
  const settled: (() => void)[] = [];
  const settle = () => {
    for (const resolve of settled.splice(0)) resolve();
  };

  function setUp(): void {
    if (state === 'up' || closing) return;
    failuresInARow = 0;
    const wasDown = state === 'down';
    if (wasDown) options.log.info({}, 'redis is back: rate limits are shared again');
    state = 'up';
    if (wasDown) for (const listener of backListeners) listener();
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

  const failed = (error: unknown) => {
    failuresInARow += 1;
    if (failuresInARow >= failuresToOpen) markDown(error);
  };

  async function answer<T>(
    command: Promise<T>,
  ): Promise<{ late: false; value: T } | { late: true }> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<{ late: true }>((resolve) => {
      timer = setTimeout(() => resolve({ late: true }), options.commandTimeoutMs);
    });
    try {
      const outcome = await Promise.race([
        command.then((value) => ({ late: false as const, value })),
        late,
      ]);
      if (outcome.late)
        failed(new Error(`no answer within ${String(options.commandTimeoutMs)} ms`));
      else failuresInARow = 0;
      return outcome;
    } catch (error) {
      failed(error);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    client,
    isUp: () => state === 'up',
    markDown,
    answer,
    onBack: (listener) => backListeners.push(listener),
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
