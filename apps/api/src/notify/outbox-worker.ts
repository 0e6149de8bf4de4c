// Delivers the outbox in the API process: due notifications are claimed, sent, and recorded;
// a failure is retried with exponential backoff until the attempt cap. Up to `concurrency` are
// sent at once (a mail server's round trips, not our work, set the pace); each is claimed only
// when a slot is free to send it, so a shutdown never leaves a claimed-but-unsent row waiting
// for its claim to expire. Nothing lives only in memory, so a restart picks up where the last
// process stopped.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { NotificationChannel } from '../db/schema.ts';
import type { Notifier } from './notifier.ts';
import { claimDueDeliveries, recordFailure, recordSuccess } from './outbox-repository.ts';
import type { Delivery, RetryPolicy } from './outbox-repository.ts';

export interface OutboxWorkerOptions {
  db: Db;
  notifiers: Partial<Record<NotificationChannel, Notifier>>;
  policy: RetryPolicy;
  pollIntervalMs: number;
  /** How many notifications are sent at once (NOTIFY_CONCURRENCY). */
  concurrency?: number;
  /** How long a claim holds; longer than any single delivery can take. */
  claimMs?: number;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export interface OutboxWorker {
  /** Look for work now instead of at the next poll (called after a query is stored). */
  wake: () => void;
  /** Stop polling and wait for the deliveries in progress. */
  stop: () => Promise<void>;
}

/** What may be logged of a delivery error: codes, never the text a server echoed back. */
export function safeErrorFields(error: unknown): Record<string, string | number> {
  const fields: Record<string, string | number> = {};
  if (error instanceof Error) fields.type = error.name;
  if (typeof error === 'object' && error !== null) {
    const { code, responseCode, command } = error as Record<string, unknown>;
    if (typeof code === 'string') fields.code = code;
    if (typeof responseCode === 'number') fields.responseCode = responseCode;
    if (typeof command === 'string') fields.command = command;
  }
  return fields;
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

  /**
   * Writes an attempt's outcome, retrying while the database is away (or until the process
   * stops): giving up would leave the row claimed until its claim expires. Above all, a sent
   * notification must never be recorded as a failure, which would send it again. If the process
   * dies before this succeeds, the claim expires and the notification is resent with the same
   * Message-ID / Idempotency-Key (at-least-once, see the README).
   */
  async function persist(
    record: () => Promise<unknown>,
    log: FastifyBaseLogger,
    what: string,
  ): Promise<void> {
    for (let wait = 100; ; wait = Math.min(wait * 2, 5000)) {
      try {
        await record();
        return;
      } catch (error) {
        log.warn({ failure: safeErrorFields(error) }, `${what}: recording it failed, retrying`);
        if (stopped) return;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  async function deliver(delivery: Delivery): Promise<void> {
    const log = options.log.child({ queryId: delivery.query.id, channel: delivery.channel });
    const notifier = options.notifiers[delivery.channel];
    try {
      if (!notifier) throw new Error(`${delivery.channel} notifications are not configured`);
      await notifier({ deliveryId: delivery.outboxId, query: delivery.query });
    } catch (error) {
      // Stored for the owner (`inbox show`); the log gets codes only, since a mail server's
      // rejection text can quote the visitor.
      const reason = error instanceof Error ? error.message : String(error);
      let status = 'pending';
      await persist(
        async () => {
          status = await recordFailure(options.db, delivery, reason, now(), options.policy);
        },
        log,
        'notification failed',
      );
      log.warn(
        { attempt: delivery.attempts + 1, status, failure: safeErrorFields(error) },
        'notification failed',
      );
      return;
    }
    await persist(() => recordSuccess(options.db, delivery, now()), log, 'notification sent');
    log.info({ attempt: delivery.attempts + 1 }, 'notification sent');
  }

  async function run(): Promise<void> {
    const concurrency = Math.max(1, options.concurrency ?? 1);
    const inFlight = new Set<Promise<void>>();
    const busy = new Set<string>();
    while (!stopped) {
      const free = concurrency - inFlight.size;
      let claimed = 0;
      if (free > 0)
        try {
          const due = await claimDueDeliveries(options.db, now(), free, claimMs, busy);
          for (const delivery of due) {
            busy.add(delivery.outboxId);
            const sending: Promise<void> = deliver(delivery)
              .catch((error: unknown) => {
                options.log.error(
                  { failure: safeErrorFields(error) },
                  'delivery failed unexpectedly',
                );
              })
              .finally(() => {
                inFlight.delete(sending);
                busy.delete(delivery.outboxId);
              });
            inFlight.add(sending);
            claimed += 1;
          }
        } catch (error) {
          options.log.error(
            { failure: safeErrorFields(error) },
            'outbox worker could not read the outbox',
          );
        }
      // Every slot busy: wait for one to free. Work claimed: look for more. Otherwise nothing is
      // due, so wait for the next poll or a new query.
      if (inFlight.size >= concurrency) await Promise.race(inFlight);
      else if (claimed === 0) await sleep(options.pollIntervalMs);
    }
    await Promise.all(inFlight);
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
