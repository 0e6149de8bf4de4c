// Runs long-lived services side by side with prefixed logs, forwards Ctrl-C / SIGTERM to each,
// and stops everything if one of them dies. Used by `npm start` and `npm run dev`.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface Service {
  name: string;
  command: string;
  args: string[];
}

const root = fileURLToPath(new URL('../..', import.meta.url));

function prefix(name: string, chunk: Buffer, write: (line: string) => void): void {
  for (const line of chunk.toString().split('\n'))
    if (line.trim() !== '') write(`[${name}] ${line}\n`);
}

export function runServices(services: readonly Service[]): void {
  const children = new Map<string, ChildProcess>();
  let stopping = false;

  function stopAll(code: number): void {
    if (stopping) return;
    stopping = true;
    for (const child of children.values()) child.kill('SIGTERM');
    const force = setTimeout(() => {
      for (const child of children.values()) child.kill('SIGKILL');
    }, 10_000);
    force.unref();
    process.exitCode = code;
  }

  for (const service of services) {
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
    child.on('exit', (code, signal) => {
      children.delete(service.name);
      if (!stopping) {
        console.error(
          `[${service.name}] stopped (${signal ?? `exit ${code ?? 0}`}); stopping the rest`,
        );
        stopAll(code ?? 1);
      }
    });
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(0));
}
