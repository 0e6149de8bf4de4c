// `npm start` keeps every service up: one that dies is restarted with backoff while the others
// go on running.
import { afterEach, describe, expect, it } from 'vitest';
import { restartDelayMs, runServices } from './run-services.ts';
import type { RunningServices } from './run-services.ts';

const quiet = { handleSignals: false };
let running: RunningServices | undefined;

afterEach(async () => {
  await running?.stop();
  running = undefined;
});

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const sleeper = (name: string) => ({
  name,
  command: process.execPath,
  args: ['-e', 'setInterval(() => undefined, 1000)'],
});

describe('running services side by side', () => {
  it('restarts a service that was killed, and leaves the other one running', async () => {
    running = runServices(
      [sleeper('site'), sleeper('api')],
      {
        initialDelayMs: 50,
        maxDelayMs: 200,
        resetAfterMs: 60_000,
      },
      quiet,
    );
    const services = running;
    await until(() => services.child('site')?.pid !== undefined);
    const api = services.child('api');
    const firstSite = services.child('site');
    firstSite?.kill('SIGKILL');

    await until(() => {
      const site = services.child('site');
      return site !== undefined && site !== firstSite && site.pid !== undefined;
    });
    expect(services.child('api')).toBe(api);
    expect(api?.exitCode).toBeNull();
    expect(api?.signalCode).toBeNull();
  });

  it('backs off: each crash in a row waits twice as long, up to the cap', () => {
    const policy = { initialDelayMs: 1000, maxDelayMs: 30_000, resetAfterMs: 30_000 };
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => restartDelayMs(n, policy))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });

  it('stops everything, and restarts nothing, when asked to stop', async () => {
    running = runServices([sleeper('site'), sleeper('api')], undefined, quiet);
    const services = running;
    await until(() => services.child('api')?.pid !== undefined);
    await services.stop();
    expect(services.child('site')).toBeUndefined();
    expect(services.child('api')).toBeUndefined();
  });
});
