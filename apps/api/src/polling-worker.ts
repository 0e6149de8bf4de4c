// The loop the API's background workers share (the newsletter's mails, the mails replies cause,
// the Webmentions received): one pass over what is due at a time, again every `pollMs` and at once
// when woken; a pass in progress is joined rather than doubled; a stop waits for it. Nothing lives
// only in memory: what a pass leaves is in the database for the next one, or another instance.

export interface PollingWorker {
  /** Look for work now instead of at the next poll (not when polling is off). */
  wake: () => void;
  /** Does what is due now; resolves with what the pass counted when nothing due is left. */
  drain: () => Promise<number>;
  /** Stops polling and waits for the pass in progress. */
  stop: () => Promise<void>;
}

export function startPolling(options: {
  /** One pass; `stopped` says the worker is stopping, to end the pass early. */
  pass: (stopped: () => boolean) => Promise<number>;
  /** How often to look; false: only when drained (tests, the CLI). */
  pollMs: number | false;
  /** A pass that failed (the database away): told, and tried again at the next poll. */
  onError: (error: unknown) => void;
}): PollingWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  const drain = (): Promise<number> => {
    running ??= options
      .pass(() => stopped)
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const tick = (): void => {
    if (stopped) return;
    drain()
      .catch(options.onError)
      .finally(() => {
        if (!stopped && options.pollMs !== false) {
          timer = setTimeout(tick, options.pollMs);
          timer.unref();
        }
      });
  };
  if (options.pollMs !== false) timer = setTimeout(tick, 0);
  return {
    wake: () => {
      if (options.pollMs === false || stopped) return;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(tick, 0);
    },
    drain,
    stop: async () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
