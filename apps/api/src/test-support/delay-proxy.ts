// A TCP proxy that delays every reply from its target by a set time, in order: a server that is
// up and answering, only slowly (a busy Redis, a congested network). Requests pass at once.
import { connect, createServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';

export interface DelayProxy {
  port: number;
  /** Replies read from now on wait this long. */
  setDelay: (ms: number) => void;
  close: () => Promise<void>;
}

export async function delayProxy(target: number, delayMs: number): Promise<DelayProxy> {
  let delay = delayMs;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(target, '127.0.0.1');
    sockets.add(client).add(upstream);
    const queue: { chunk: Buffer; due: number }[] = [];
    let timer: NodeJS.Timeout | undefined;
    const flush = () => {
      timer = undefined;
      while (queue[0] !== undefined && queue[0].due <= Date.now()) {
        const next = queue.shift();
        if (next !== undefined && !client.destroyed) client.write(next.chunk);
      }
      if (queue[0] !== undefined) timer = setTimeout(flush, queue[0].due - Date.now());
    };
    upstream.on('data', (chunk: Buffer) => {
      queue.push({ chunk, due: Date.now() + delay });
      timer ??= setTimeout(flush, delay);
    });
    client.pipe(upstream);
    const end = () => {
      if (timer !== undefined) clearTimeout(timer);
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    setDelay: (ms) => (delay = ms),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
