// Delivers the outbox in the API process: due notifications are claimed, sent, and recorded;
// a failure is retried with exponential backoff until the attempt cap. Nothing lives only in
// memory, so a restart picks up where the last process stopped.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { NotificationChannel } from '../db/schema.ts';
import type { Notifier } from './email-notifier.ts';
import { claimDueDeliveries, recordFailure, recordSuccess } from './outbox-repository.ts';
import type { Delivery, RetryPolicy } from './outbox-repository.ts';

export interface OutboxWorkerOptions {
  db: Db;
  notifiers: Partial<Record<NotificationChannel, Notifier>>;
  policy: RetryPolicy;
  pollIntervalMs: number;
  /** How long a claim holds; longer than any single delivery can take. */
  claimMs?: number;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export interface OutboxWorker {
  /** Look for work now instead of at the next poll (called after a query is stored). */
  wake: () => void;
  /** Stop polling and wait for the delivery in progress. */
  stop: () => Promise<void>;
}

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const now = options.now ?? (() => new Date());
  const claimMs = options.claimMs ?? 120_000;
  let stopped = false;
  let wakeUp: (() => void) | undefined;
  let woken = false;

  const sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      if (woken || stopped) {
        woken = false;
        resolve();
        return;
      }
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        wakeUp = undefined;
        woken = false;
        resolve();
      }
      wakeUp = done;
    });

  async function deliver(delivery: Delivery): Promise<void> {
    const log = options.log.child({ queryId: delivery.query.id, channel: delivery.channel });
    const notifier = options.notifiers[delivery.channel];
    try {
      if (!notifier) throw new Error(`${delivery.channel} notifications are not configured`);
      await notifier(delivery.query);
      await recordSuccess(options.db, delivery, now());
      log.info({ attempt: delivery.attempts + 1 }, 'notification sent');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const status = await recordFailure(options.db, delivery, reason, now(), options.policy);
      log.warn({ attempt: delivery.attempts + 1, status, err: reason }, 'notification failed');
    }
  }

  async function run(): Promise<void> {
    while (!stopped) {
      try {
        // One at a time, so a shutdown never leaves claimed-but-unsent rows waiting for their
        // claim to expire.
        const [delivery] = await claimDueDeliveries(options.db, now(), 1, claimMs);
        if (delivery) {
          await deliver(delivery);
          continue;
        }
      } catch (error) {
        options.log.error({ err: error }, 'outbox worker could not read the outbox');
      }
      await sleep(options.pollIntervalMs);
    }
  }

  const running = run();
  return {
    wake: () => {
      woken = true;
      wakeUp?.();
    },
    stop: async () => {
      stopped = true;
      wakeUp?.();
      await running;
    },
  };
}
