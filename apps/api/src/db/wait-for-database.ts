// Start-up against a database that is not there yet (a container platform starting both at
// once, a PostgreSQL restart): migrate, and on failure wait and try again with backoff, saying
// so on one log line per attempt, instead of exiting into a crash loop.
import type { Db } from './database.ts';
import { migrateToLatest } from './migrate.ts';

export interface WaitLog {
  info: (fields: object, message: string) => void;
  warn: (fields: object, message: string) => void;
}

export interface WaitOptions {
  log: WaitLog;
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** Stop waiting (a shutdown signal arrived); the last error is thrown. */
  signal?: AbortSignal;
}

export async function migrateWhenReachable(db: Db, options: WaitOptions): Promise<void> {
  let delay = options.initialDelayMs ?? 500;
  const maxDelay = options.maxDelayMs ?? 10_000;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await migrateToLatest(db.kysely);
      if (attempt > 1) options.log.info({ attempt }, 'database reachable; migrations applied');
      return;
    } catch (error) {
      if (!db.mayComeBack || options.signal?.aborted === true) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      options.log.warn(
        { attempt, retryInMs: delay, database: db.description, reason },
        `waiting for the database at ${db.description}: ${reason}; retrying in ${(delay / 1000).toFixed(1)} s. Start it, or point DATABASE_URL at one (unset, the API keeps its data in SQLite).`,
      );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        options.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      delay = Math.min(delay * 2, maxDelay);
    }
  }
}
