// A Redis server of the test's own, on its own port, to stop, pause and restart for real.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { waitFor } from '@portfolio/dev-tools/wait-for';
import { connect } from 'node:net';

export interface RedisInstance {
  url: string;
  start: () => Promise<void>;
  kill: () => Promise<void>;
  pause: () => void;
  resume: () => void;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export function redisInstance(port: number): RedisInstance {
  let child: ChildProcess | undefined;
  return {
    url: `redis://127.0.0.1:${String(port)}`,
    start: async () => {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      await waitFor(async () => ((await accepts(port)) ? true : undefined), 5000);
    },
    kill: async () => {
      const current = child;
      if (current?.exitCode !== null) return;
      const exited = new Promise((resolve) => current.once('exit', resolve));
      current.kill('SIGCONT');
      current.kill('SIGKILL');
      await exited;
    },
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
  };
}
