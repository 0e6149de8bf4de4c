// `npm start` keeps every service up: one that dies is restarted with backoff while the others
// go on running.
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '@portfolio/dev-tools/free-port';
import { firstErrorLine, restartDelayMs, runServices } from './run-services.ts';
import type { RunningServices } from './run-services.ts';

const quiet = { handleSignals: false, exitOnGiveUp: false };
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

const fastPolicy = {
  initialDelayMs: 50,
  maxDelayMs: 200,
  resetAfterMs: 60_000,
  startedAfterMs: 50,
};

const sleeper = (name: string) => ({
  name,
  command: process.execPath,
  args: ['-e', 'setInterval(() => undefined, 1000)'],
});

describe('running services side by side', () => {
  it('restarts a service that crashed after a healthy start, and leaves the other one running', async () => {
    running = runServices(
      [sleeper('site'), sleeper('api')],
      {
        initialDelayMs: 50,
        maxDelayMs: 200,
        resetAfterMs: 60_000,
        startedAfterMs: 50,
      },
      quiet,
    );
    const services = running;
    await until(() => services.child('site')?.pid !== undefined);
    await new Promise((resolve) => setTimeout(resolve, 200));
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

  it('gives up on a service that fails to start the same way twice, saying why, with everything stopped', async () => {
    const port = await freePort();
    const failing = {
      name: 'api',
      command: process.execPath,
      args: [
        '-e',
        "console.error('file:///x/server.ts:12'); console.error('The API could not start: DATABASE_URL: the SQLite file /data/x.sqlite cannot be written (EACCES).'); console.error('    at start (file:///x/server.ts:12:3)'); process.exit(1)",
      ],
      port,
    };
    running = runServices([sleeper('site'), failing], { ...fastPolicy }, quiet);
    const services = running;
    const reason = await services.gaveUp;
    expect(reason).toContain('[api] could not start, twice the same way (exit code 1)');
    expect(reason).toContain('DATABASE_URL: the SQLite file /data/x.sqlite cannot be written');
    expect(reason).not.toContain('    at ');
    expect(services.child('site')).toBeUndefined();
    expect(services.child('api')).toBeUndefined();
  });

  it('stops everything at once when a port is taken, naming the setting that moves it', async () => {
    const taken = {
      name: 'site',
      command: process.execPath,
      args: [
        '-e',
        "console.error('Error: listen EADDRINUSE: address already in use 0.0.0.0:3000'); process.exit(1)",
      ],
      port: await freePort(),
      portTaken: 'Port 3000 is already in use by another program; SITE_PORT=3100 npm start.',
    };
    running = runServices(
      [taken, sleeper('api')],
      { ...fastPolicy, initialDelayMs: 60_000 },
      quiet,
    );
    expect(await running.gaveUp).toBe(taken.portTaken);
    expect(running.child('api')).toBeUndefined();
  });

  it('tells a start by the error line a person should read', () => {
    expect(
      firstErrorLine(
        [
          'node:internal/modules/run_main:123',
          '    triggerUncaughtException(',
          '    ^',
          'TypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension ".ts" for /x/site-server.ts',
          '    at Object.getFileProtocolModuleFormat [as file:] (node:internal/modules/esm/get_format:219:9)',
        ].join('\n'),
      ),
    ).toBe(
      'TypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension ".ts" for /x/site-server.ts',
    );
    expect(firstErrorLine('\u001b[31mno colour\u001b[0m\n')).toBe('no colour');
    expect(firstErrorLine('')).toBe('');
  });

  it('gives up on the API whose data folder cannot be written, with its own one line', async () => {
    const unwritable = fileURLToPath(
      new URL('../../package.json/data/portfolio.sqlite', import.meta.url),
    );
    const api = {
      name: 'api',
      command: process.execPath,
      args: ['apps/api/src/server.ts'],
      port: await freePort(),
    };
    running = runServices([api], fastPolicy, {
      ...quiet,
      // A file where its folder should be: unwritable whoever asks (root too).
      env: { DATABASE_URL: unwritable, API_PORT: String(api.port) },
    });
    const reason = await running.gaveUp;
    expect(reason).toMatch(
      /^\[api\] could not start, twice the same way \(exit code 1\): The API could not start: DATABASE_URL: the SQLite file \S+package\.json\/data\/portfolio\.sqlite cannot be written \(ENOTDIR\)\. Point DATABASE_URL at a writable path/,
    );
  });

  it('gives up on a service whose port never answers, with what it said', async () => {
    const waiting = {
      name: 'api',
      command: process.execPath,
      args: [
        '-e',
        "console.log('12:00:00 WARN waiting for the database at postgres://127.0.0.1:5999/x: connect ECONNREFUSED 127.0.0.1:5999; retrying in 0.5 s'); setInterval(() => undefined, 1000)",
      ],
      port: await freePort(),
    };
    running = runServices([waiting], { ...fastPolicy, startTimeoutMs: 500 }, quiet);
    expect(await running.gaveUp).toMatch(
      /^\[api\] has not started in 1 s: 12:00:00 WARN waiting for the database at postgres:\/\/127\.0\.0\.1:5999\/x: connect ECONNREFUSED/,
    );
    expect(running.child('api')).toBeUndefined();
  });
});
