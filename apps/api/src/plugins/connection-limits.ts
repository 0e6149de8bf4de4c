// One address may hold only so many open connections at once, so a client that opens sockets
// and trickles bytes (or never sends any) cannot use up the process's file descriptors and
// starve everyone else; request and header timeouts (app.ts) end each such socket in time.
// Behind a reverse proxy every connection comes from the proxy, so the cap then applies only
// to addresses that are not trusted proxies; the proxy limits its own clients.
import type { Server, Socket } from 'node:net';

export interface ConnectionLimits {
  perAddress: number;
  total: number;
  /** Addresses exempt from the per-address cap (trusted proxies). */
  isExempt: (address: string) => boolean;
}

export function limitConnections(server: Server, limits: ConnectionLimits): void {
  // Past this, Node closes new connections as they arrive.
  server.maxConnections = limits.total;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || limits.isExempt(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
