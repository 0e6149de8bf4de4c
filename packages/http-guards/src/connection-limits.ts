// One address may hold only so many open connections at once, so a client that opens sockets
// and trickles bytes (or never sends any) cannot use up the process's file descriptors and
// starve everyone else; request and header timeouts (guarded-server.ts) end each such socket in
// time. A connection over the cap is answered, not reset: once its request starts it gets a 429
// with Retry-After and the connection closes, so a browser behind a shared address (an office, a
// carrier's NAT) sees a readable answer and tries again. Behind a reverse proxy every connection
// comes from the proxy, so the cap then applies only to addresses that are not trusted proxies;
// the proxy limits its own clients.
import type { Server, Socket } from 'node:net';

export interface ConnectionLimits {
  perAddress: number;
  total: number;
  /** Addresses exempt from the per-address cap (trusted proxies). */
  isExempt: (address: string) => boolean;
  /** The whole answer (raw-answer.ts) for a connection over its address's cap. */
  busyAnswer: string;
  /** How long such a connection has to start its request before it is dropped. */
  busyGraceMs?: number;
}

/** Seconds a client turned away by the cap is asked to wait. */
export const busyRetryAfterSeconds = 1;

function release(counts: Map<string, number>, address: string): void {
  const left = (counts.get(address) ?? 1) - 1;
  if (left <= 0) counts.delete(address);
  else counts.set(address, left);
}

export function limitConnections(server: Server, limits: ConnectionLimits): void {
  // Past this, Node closes new connections as they arrive.
  server.maxConnections = limits.total;
  const open = new Map<string, number>();
  const turningAway = new Map<string, number>();
  const graceMs = limits.busyGraceMs ?? 1000;

  // Node's HTTP server reads every connection through its own 'connection' listener. A socket
  // over the cap must never reach it (its request would be served), so those listeners run only
  // for connections that are let in.
  const serve = server.listeners('connection') as ((socket: Socket) => void)[];
  if (serve.length === 0)
    throw new Error(
      'limitConnections needs the HTTP server before it listens (no connection listener found).',
    );
  server.removeAllListeners('connection');
  const letIn = (socket: Socket) => {
    for (const listener of serve) listener.call(server, socket);
  };

  const turnAway = (socket: Socket, address: string): void => {
    // Answering needs the request's first bytes (an answer before them is not HTTP); at most
    // `perAddress` such sockets wait per address, and only briefly, so they cannot pile up.
    const waiting = turningAway.get(address) ?? 0;
    if (waiting >= limits.perAddress) {
      socket.destroy();
      return;
    }
    turningAway.set(address, waiting + 1);
    socket.once('close', () => release(turningAway, address));
    // A client that resets after its answer is no error of ours.
    socket.on('error', () => undefined);
    socket.setTimeout(graceMs, () => socket.destroy());
    // The HTTP server allows half-open sockets; a client that hangs up is done with.
    socket.once('end', () => socket.destroy());
    socket.once('data', () => {
      // The rest of the request is read and dropped, so closing does not reset the answer away.
      socket.resume();
      socket.end(limits.busyAnswer);
    });
  };

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || limits.isExempt(address)) {
      letIn(socket);
      return;
    }
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.perAddress) {
      turnAway(socket, address);
      return;
    }
    open.set(address, count);
    socket.once('close', () => release(open, address));
    letIn(socket);
  });
}
