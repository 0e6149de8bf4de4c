// Runs long-lived services side by side with prefixed logs and forwards Ctrl-C / SIGTERM to each.
// Used by `npm start` and `npm run dev`.
//   - A service that fails to start (it exits before its port answers) is tried once more; failing
//     the same way twice, it is not tried again: the first line of what went wrong is printed
//     with what to do, every service is stopped, and the supervisor exits non-zero. A port taken
//     by another program stops everything at once, naming the port and the setting that moves it.
//   - A service whose port has not answered a minute after it started (an API waiting for a
//     database that is not there) is given up on the same way, with what it last said.
//   - A service that dies after a healthy start is announced in one line and restarted with
//     backoff; the others keep running, so a crashed site server never takes the contact API down
//     with it (or the reverse).
//   - On a terminal, the services log one short line per request or event (LOG_FORMAT=pretty,
//     unless LOG_FORMAT says otherwise); piped, they log JSON.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { portAnswers } from '@portfolio/dev-tools/port-answers';

export interface Service {
  name: string;
  command: string;
  args: string[];
  /** The port the service answers on once it has started (checked on 127.0.0.1). */
  port?: number;
  /** What a person is told when the port is taken (the setting that moves it). */
  portTaken?: string;
}

export interface RestartPolicy {
  /** First delay before a restart; doubles on each crash in a row. */
  initialDelayMs: number;
  maxDelayMs: number;
  /** A service that stayed up this long is healthy again: its next crash restarts quickly. */
  resetAfterMs: number;
  /** A service with no port counts as started once it has run this long. */
  startedAfterMs?: number;
  /**
   * A service whose port has not answered this long after it was started (an API waiting for a
   * database that is not there) is given up on, with what it last said.
   */
  startTimeoutMs?: number;
}

export const defaultRestartPolicy: RestartPolicy = {
  initialDelayMs: 1000,
  maxDelayMs: 30_000,
  resetAfterMs: 30_000,
  startedAfterMs: 5000,
  startTimeoutMs: 60_000,
};

/** The wait before restart number `crashesInARow` (1 for the first crash). */
export function restartDelayMs(crashesInARow: number, policy: RestartPolicy): number {
  return Math.min(policy.initialDelayMs * 2 ** Math.max(0, crashesInARow - 1), policy.maxDelayMs);
}

const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * The line of a failed start's output a person should read: the error's own line (Node prints the
 * source line and a caret above it, and the stack below), or else the first line it printed.
 */
export function firstErrorLine(output: string): string {
  const lines = output
    .replace(ansi, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('at ') && !/^\^+$/.test(line));
  return lines.find((line) => /\b(?:[A-Z]\w*)?Error\b|\bE[A-Z]{3,}\b/.test(line)) ?? lines[0] ?? '';
}

const root = fileURLToPath(new URL('../..', import.meta.url));

function prefix(name: string, chunk: Buffer, write: (line: string) => void): void {
  for (const line of chunk.toString().split('\n'))
    if (line.trim() !== '') write(`[${name}] ${line}\n`);
}

export interface RunningServices {
  /** Stops every service (SIGTERM, then SIGKILL after 10 s); resolves when all have exited. */
  stop: () => Promise<void>;
  /** The current process of a service, if it is running. */
  child: (name: string) => ChildProcess | undefined;
  /** Resolves with the reason once the supervisor gave up (a start that failed twice, a taken port). */
  gaveUp: Promise<string>;
}

export function runServices(
  services: readonly Service[],
  policy: RestartPolicy = defaultRestartPolicy,
  options: { handleSignals?: boolean; exitOnGiveUp?: boolean; env?: NodeJS.ProcessEnv } = {},
): RunningServices {
  const children = new Map<string, ChildProcess>();
  const timers = new Set<NodeJS.Timeout>();
  let stopping = false;
  let allExited: (() => void) | undefined;
  let giveUp: (reason: string) => void = () => undefined;
  const gaveUp = new Promise<string>((resolve) => (giveUp = resolve));
  // A person at a terminal reads one short line per event; a log collector reads JSON.
  const env = { ...process.env, ...options.env };
  if (env.LOG_FORMAT === undefined && process.stdout.isTTY) env.LOG_FORMAT = 'pretty';

  function fail(reason: string): void {
    if (stopping) return;
    process.stderr.write(`\n${reason}\n`);
    void stop().then(() => {
      giveUp(reason);
      if (options.exitOnGiveUp ?? true) process.exit(1);
    });
  }

  function start(service: Service, crashesInARow: number, failedStarts: string[]): void {
    const startedAt = Date.now();
    let started = false;
    let output = '';
    const child = spawn(service.command, service.args, {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.set(service.name, child);
    child.stdout.on('data', (chunk: Buffer) => {
      if (!started && output.length < 16_384) output += chunk.toString();
      prefix(service.name, chunk, (l) => process.stdout.write(l));
    });
    child.stderr.on('data', (chunk: Buffer) => {
      // What it said while starting: the line a failed start is told by.
      if (!started && output.length < 16_384) output += chunk.toString();
      prefix(service.name, chunk, (l) => process.stderr.write(l));
    });
    child.on('error', (error) => {
      output += `${error.message}\n`;
    });

    const markStarted = (): void => {
      if (started || children.get(service.name) !== child) return;
      started = true;
      failedStarts.length = 0;
    };
    if (service.port === undefined) {
      const timer = setTimeout(markStarted, policy.startedAfterMs ?? 5000);
      child.once('exit', () => clearTimeout(timer));
    } else {
      const port = service.port;
      const limit = policy.startTimeoutMs ?? 60_000;
      const timeout = setTimeout(() => {
        if (started || children.get(service.name) !== child) return;
        fail(
          `[${service.name}] has not started in ${String(Math.round(limit / 1000))} s: ${firstErrorLine(output) || 'it said nothing'}\n` +
            'Every service is stopped. Fix what the line above says, then run the command again.',
        );
      }, limit);
      child.once('exit', () => clearTimeout(timeout));
      const poll = async (): Promise<void> => {
        while (!started && child.exitCode === null && child.signalCode === null && !stopping) {
          if (await portAnswers(port)) {
            clearTimeout(timeout);
            markStarted();
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      };
      void poll();
    }

    child.on('exit', (code, signal) => {
      children.delete(service.name);
      if (stopping) {
        if (children.size === 0) allExited?.();
        return;
      }
      const how = signal ?? `exit code ${String(code ?? 0)}`;
      const line = firstErrorLine(output);
      if (/\bEADDRINUSE\b/.test(line)) {
        fail(
          service.portTaken ??
            `[${service.name}] its port is taken by another program: ${line}. Stop that program, or move this one.`,
        );
        return;
      }
      if (!started) {
        const failure = `${how}: ${line}`;
        if (failedStarts.at(-1) === failure) {
          fail(
            `[${service.name}] could not start, twice the same way (${how}): ${line || 'it printed nothing'}\n` +
              `Every service is stopped. Fix what the line above says, then run the command again.`,
          );
          return;
        }
        failedStarts.push(failure);
        process.stderr.write(`[${service.name}] did not start (${how}); trying once more.\n`);
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!stopping) start(service, crashesInARow, failedStarts);
        }, policy.initialDelayMs);
        timers.add(timer);
        return;
      }
      const crashes = Date.now() - startedAt >= policy.resetAfterMs ? 1 : crashesInARow + 1;
      const delay = restartDelayMs(crashes, policy);
      process.stderr.write(
        `[${service.name}] *** stopped (${how}) after a healthy start; restarting in ${(delay / 1000).toFixed(1)} s; the others keep running. ***\n`,
      );
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!stopping) start(service, crashes, []);
      }, delay);
      timers.add(timer);
    });
  }

  for (const service of services) start(service, 0, []);

  function stop(): Promise<void> {
    stopping = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    if (children.size === 0) return Promise.resolve();
    const exited = new Promise<void>((resolve) => (allExited = resolve));
    for (const child of children.values()) child.kill('SIGTERM');
    const force = setTimeout(() => {
      for (const child of children.values()) child.kill('SIGKILL');
    }, 10_000);
    force.unref();
    return exited;
  }

  if (options.handleSignals ?? true)
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      process.on(signal, () => {
        if (!stopping) void stop();
      });

  return { stop, child: (name) => children.get(name), gaveUp };
}
