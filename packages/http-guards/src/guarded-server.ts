// The Fastify options and connection guard that the API and the site server both run with: a
// request must arrive within REQUEST_TIMEOUT, Node checks that often enough to mean it, one
// address holds at most MAX_CONNECTIONS_PER_ADDRESS connections (trusted proxies exempt), and
// a request Node's own parser refuses (an unknown method, a raw NUL, a header overflow, a
// timeout) is answered with the same security headers as every other answer.
import type { ServerOptions } from 'node:http';
import type { Server, Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { busyRetryAfterSeconds, limitConnections } from './connection-limits.ts';
import { rawAnswer } from './raw-answer.ts';
import type { ErrorBodyOf } from './raw-answer.ts';
import type { ServerLimits } from './server-limits.ts';
import { exemptFromConnectionCap, trustProxyOption } from './trusted-proxies.ts';

export interface GuardOptions {
  limits: ServerLimits;
  /** The security headers every answer of this server carries. */
  headers: Readonly<Record<string, string>>;
  /** The server's own error format. */
  errorBody: ErrorBodyOf;
}

type GuardedOptions = Pick<
  FastifyServerOptions,
  'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout' | 'clientErrorHandler'
> & { trustProxy: ReturnType<typeof trustProxyOption>; http: ServerOptions };

function clientErrorAnswer(code: string | undefined): [status: number, message: string] {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'The request did not arrive in time.'];
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'The request headers are too large.'];
  return [400, 'The request is not valid HTTP.'];
}

/** Answers a request that never became one (Fastify's clientErrorHandler). */
export function answerClientError(
  options: Pick<GuardOptions, 'headers' | 'errorBody'>,
): (error: Error & { code?: string }, socket: Socket) => void {
  return (error, socket) => {
    // A reset connection has no one left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    socket.on('error', () => undefined);
    const [status, message] = clientErrorAnswer(error.code);
    if (socket.writable)
      socket.end(rawAnswer(status, options.errorBody(status, message), options.headers));
    // A client that never closes its side is not waited for.
    setTimeout(() => socket.destroy(), 1000).unref();
  };
}

export function guardedServerOptions(options: GuardOptions): GuardedOptions {
  const timeout = options.limits.REQUEST_TIMEOUT;
  return {
    trustProxy: trustProxyOption(options.limits.TRUST_PROXY),
    requestTimeout: timeout,
    connectionTimeout: timeout * 2,
    keepAliveTimeout: 5000,
    http: {
      headersTimeout: timeout,
      // How often Node checks those timeouts (default 30 s, which would triple them).
      connectionsCheckingInterval: Math.max(100, Math.min(1000, timeout / 4)),
    },
    clientErrorHandler: answerClientError(options),
  };
}

/** Caps connections on the server Fastify made (call it before listen). */
export function guardConnections(server: Server, options: GuardOptions): void {
  limitConnections(server, {
    perAddress: options.limits.MAX_CONNECTIONS_PER_ADDRESS,
    total: options.limits.MAX_CONNECTIONS,
    isExempt: exemptFromConnectionCap(options.limits.TRUST_PROXY),
    busyAnswer: rawAnswer(
      429,
      options.errorBody(
        429,
        'Too many connections from your address at once. Please try again in a moment.',
      ),
      { ...options.headers, 'Retry-After': String(busyRetryAfterSeconds) },
    ),
  });
}
