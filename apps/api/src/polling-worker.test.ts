// The workers' loop: a pass at a time (a drain during one joins it), woken at once, polling again
// after each pass, and a stop that waits for the pass in progress and ends the next one early.
import { describe, expect, it } from 'vitest';
import { waitFor } from '@portfolio/dev-tools/wait-for';
import { startPolling } from './polling-worker.ts';

describe('the workers’ loop', () => {
  it('joins a drain to the pass in progress, and a stop waits for it', async () => {
    let passes = 0;
    let release: () => void = () => undefined;
    const worker = startPolling({
      pass: async () => {
        passes += 1;
        await new Promise<void>((resolve) => (release = resolve));
        return passes;
      },
      pollMs: false,
      onError: () => undefined,
    });
    const first = worker.drain();
    const second = worker.drain();
    expect(passes).toBe(1);
    release();
    expect(await first).toBe(1);
    expect(await second).toBe(1);
    const third = worker.drain();
    const stopping = worker.stop();
    let stopped = false;
    void stopping.then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await third).toBe(2);
  });

  it('polls after each pass, and a failed pass is told and tried again', async () => {
    const errors: unknown[] = [];
    let passes = 0;
    const worker = startPolling({
      pass: (stopping) => {
        passes += 1;
        if (passes === 1) return Promise.reject(new Error('the database is away'));
        return Promise.resolve(stopping() ? 0 : 1);
      },
      pollMs: 5,
      onError: (error) => errors.push(error),
    });
    await waitFor(() => (passes >= 3 ? true : undefined));
    await worker.stop();
    const after = passes;
    // Stopped: a wake starts nothing.
    worker.wake();
    await new Promise((resolve) => setImmediate(resolve));
    expect(passes).toBe(after);
    expect(errors).toHaveLength(1);
  });
});
