// Runs long-lived services side by side with prefixed logs and forwards Ctrl-C / SIGTERM to each.
// A service that dies on its own is announced loudly and restarted with backoff; the others keep
// running, so a crashed site server never takes the contact API down with it (or the reverse).
// Used by `npm start` and `npm run dev`.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface Service {
  name: string;
  command: string;
  args: string[];
}

export interface RestartPolicy {
  /** First delay before a restart; doubles on each crash in a row. */
  initialDelayMs: number;
  maxDelayMs: number;
  /** A service that stayed up this long is healthy again: its next crash restarts quickly. */
  resetAfterMs: number;
}

export const defaultRestartPolicy: RestartPolicy = {
  initialDelayMs: 1000,
  maxDelayMs: 30_000,
  resetAfterMs: 30_000,
};

/** The wait before restart number `crashesInARow` (1 for the first crash). */
export function restartDelayMs(crashesInARow: number, policy: RestartPolicy): number {
  return Math.min(policy.initialDelayMs * 2 ** Math.max(0, crashesInARow - 1), policy.maxDelayMs);
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
}

export function runServices(
  services: readonly Service[],
  policy: RestartPolicy = defaultRestartPolicy,
  options: { handleSignals?: boolean } = {},
): RunningServices {
  const children = new Map<string, ChildProcess>();
  const timers = new Set<NodeJS.Timeout>();
  let stopping = false;
  let allExited: (() => void) | undefined;

  function start(service: Service, crashesInARow: number): void {
    const startedAt = Date.now();
    const child = spawn(service.command, service.args, {
      cwd: root,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.set(service.name, child);
    child.stdout.on('data', (chunk: Buffer) =>
      prefix(service.name, chunk, (l) => process.stdout.write(l)),
    );
    child.stderr.on('data', (chunk: Buffer) =>
      prefix(service.name, chunk, (l) => process.stderr.write(l)),
    );
    child.on('error', (error) =>
      process.stderr.write(`[${service.name}] could not start: ${error.message}\n`),
    );
    child.on('exit', (code, signal) => {
      children.delete(service.name);
      if (stopping) {
        if (children.size === 0) allExited?.();
        return;
      }
      const crashes = Date.now() - startedAt >= policy.resetAfterMs ? 1 : crashesInARow + 1;
      const delay = restartDelayMs(crashes, policy);
      process.stderr.write(
        `\n[${service.name}] *** STOPPED (${signal ?? `exit code ${code ?? 0}`}); ` +
          `restarting in ${(delay / 1000).toFixed(1)} s. The other services keep running. ***\n\n`,
      );
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!stopping) start(service, crashes);
      }, delay);
      timers.add(timer);
    });
  }

  for (const service of services) start(service, 0);

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

  return { stop, child: (name) => children.get(name) };
}
