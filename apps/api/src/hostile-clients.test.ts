// Clients that misbehave on purpose, over real sockets: a body trickled one byte at a time,
// headers that never end, one address opening many connections, a malformed chunked body, a
// flood that is answered 429. None of them may hold the server, starve other visitors or leak
// a visitor's words into the log (trace level included).
import { request } from 'node:http';
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from './app.ts';
import { createSqliteDatabase } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { testEnv } from './test-support/test-env.ts';
import { waitFor } from '@portfolio/dev-tools/wait-for';

const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      lines.push(JSON.parse(line) as Record<string, unknown>);
    callback();
  },
});

const requestTimeoutMs = 600;
const perAddress = 8;
let database: TestDatabase;
let app: FastifyInstance;
let port = 0;

beforeAll(async () => {
  database = createSqliteDatabase();
  app = await buildApp({
    env: testEnv({
      DATABASE_URL: database.url,
      REQUEST_TIMEOUT: `${requestTimeoutMs}ms`,
      MAX_CONNECTIONS_PER_ADDRESS: String(perAddress),
      RATE_LIMIT_MAX: '2',
    }),
    // Trace: the most a confused owner could turn on.
    logger: { ...loggerOptions('trace'), stream },
    outboxPollMs: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

interface RawAnswer {
  text: string;
  closedAfterMs: number;
}

/** Writes `parts` with `gapMs` between them; resolves with what came back when the socket closed. */
function rawExchange(parts: string[], gapMs = 0, giveUpMs = 10_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let index = 0;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`socket still open after ${String(giveUpMs)} ms; got: ${text}`));
    }, giveUpMs);
    const next = () => {
      if (socket.destroyed || index >= parts.length) return;
      socket.write(parts[index] ?? '');
      index += 1;
      if (index < parts.length) setTimeout(next, gapMs);
    };
    socket.on('connect', next);
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ text, closedAfterMs: Date.now() - started });
    });
  });
}

const post = (body: string, extra = '') =>
  `POST /query/queryPost?name=Secret+Sam&email=sam%40private.example HTTP/1.1\r\nHost: x\r\n` +
  `Content-Type: application/json\r\nContent-Length: ${String(Buffer.byteLength(body))}\r\n${extra}\r\n`;

async function health(): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${String(port)}/health`);
  return response.status;
}

describe('a client that trickles', () => {
  it('is cut off after the request timeout when it sends the body one byte at a time', async () => {
    const body = JSON.stringify({
      name: 'Slow',
      email: 'slow@example.com',
      message: 'x'.repeat(200),
    });
    const parts = [post(body), ...body.split('')];
    const answer = await rawExchange(parts, 50);
    expect(answer.closedAfterMs).toBeLessThan(requestTimeoutMs * 4 + 2000);
    expect(answer.text).toMatch(/^HTTP\/1\.1 408/);
  });

  it('is cut off when its headers never end', async () => {
    const answer = await rawExchange(['POST /query/queryPost HTTP/1.1\r\n', 'X-A: 1\r\n'], 100);
    expect(answer.closedAfterMs).toBeLessThan(requestTimeoutMs * 4 + 2000);
  });
});

describe('one address with many connections', () => {
  it('gets no more than its share, answered 429 past it, while other requests and /health are still served', async () => {
    const sockets: Socket[] = [];
    const answers: Promise<string>[] = [];
    for (let i = 0; i < perAddress * 3; i += 1) {
      const socket = connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('connect', () => socket.write('POST /query/queryPost HTTP/1.1\r\nHost: x\r\n'));
      answers.push(new Promise((resolve) => socket.on('close', () => resolve(text))));
      sockets.push(socket);
    }
    // Those over the share close at once: answered 429 when they started a request in time to
    // be, else closed; the share itself waits for headers that never end.
    const turnedAway = await Promise.all(
      answers.map((answer) =>
        Promise.race([
          answer,
          new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 400)),
        ]),
      ),
    );
    const closed = turnedAway.filter((text) => text !== undefined);
    expect(closed.length).toBeGreaterThanOrEqual(perAddress * 2);
    const busy = closed.filter((text) => text.startsWith('HTTP/1.1 429 '));
    expect(busy.length).toBeGreaterThanOrEqual(1);
    for (const text of busy) {
      expect(text).toContain('\r\nRetry-After: 1\r\n');
      expect(text).toContain('\r\nConnection: close\r\n');
      expect(text).toMatch(/\r\ncontent-security-policy: /i);
      expect(JSON.parse(text.split('\r\n\r\n')[1] ?? '')).toMatchObject({ statusCode: 429 });
    }
    // Another address is served while this one still holds its share.
    const other = await new Promise<number>((resolve, reject) => {
      const sent = request(
        { host: '127.0.0.1', port, path: '/health', localAddress: '127.0.0.2' },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      sent.on('error', reject);
      sent.end();
    });
    expect(other).toBe(200);
    for (const socket of sockets) socket.destroy();
    // Once they are gone, the address is let in again.
    await waitFor(async () => ((await health().catch(() => 0)) === 200 ? true : undefined));
  });
});

describe('answers that end the connection', () => {
  it('answers 413 with Connection: close instead of reading a declared oversize body', async () => {
    const answer = await rawExchange([
      'POST /query/queryPost HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 10000000\r\n\r\n{"name":',
    ]);
    expect(answer.text).toMatch(/^HTTP\/1\.1 413/);
    expect(answer.text.toLowerCase()).toContain('connection: close');
    expect(answer.closedAfterMs).toBeLessThan(2000);
  });

  it('answers 429 with Connection: close and does not wait for the declared body', async () => {
    const body = JSON.stringify({ name: 'Flood', email: 'flood@example.com', message: 'm' });
    for (let i = 0; i < 3; i += 1)
      await fetch(`http://127.0.0.1:${String(port)}/query/queryPost`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Flood',
          email: 'flood@example.com',
          message: `m${String(i)}`,
        }),
      });
    // Headers only: the declared body never comes.
    const answer = await rawExchange([post(body)]);
    expect(answer.text).toMatch(/^HTTP\/1\.1 429/);
    expect(answer.text.toLowerCase()).toContain('connection: close');
    expect(answer.text.toLowerCase()).toContain('retry-after:');
    expect(answer.closedAfterMs).toBeLessThan(requestTimeoutMs);
  });

  it('keeps the connection of a refused request whose body has all arrived', async () => {
    const body = (i: number) =>
      JSON.stringify({ name: 'Flood', email: 'flood@example.com', message: `again ${String(i)}` });
    for (let i = 0; i < 3; i += 1)
      await fetch(`http://127.0.0.1:${String(port)}/query/queryPost`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: body(i),
      });
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const answers = () => text.match(/HTTP\/1\.1 \d{3}/g) ?? [];
    // Two whole requests, one after the other, on one connection: a flooder's keep-alive.
    for (const i of [3, 4]) {
      socket.write(post(body(i)) + body(i));
      const expected = i - 2;
      await waitFor(() => (answers().length >= expected ? true : undefined));
    }
    expect(answers()).toEqual(['HTTP/1.1 429', 'HTTP/1.1 429']);
    expect(text.toLowerCase()).not.toContain('connection: close');
    expect(socket.destroyed).toBe(false);
    socket.destroy();
  });
});

describe('malformed requests and the log', () => {
  it('a malformed chunked body is a client error, never an error-level log', async () => {
    const before = lines.length;
    await rawExchange([
      'POST /query/queryPost HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Transfer-Encoding: chunked\r\n\r\nZZZ\r\n{"name":"Secret Sam"}\r\n0\r\n\r\n',
    ]);
    expect(await health()).toBe(200);
    // Lines are written in order: once the health check's answer is logged, so is whatever the
    // malformed body caused.
    await waitFor(() =>
      lines.slice(before).some((line) => JSON.stringify(line).includes('/health'))
        ? true
        : undefined,
    );
    const after = lines.slice(before);
    expect(after.filter((line) => Number(line.level) >= 50)).toEqual([]);
  });

  it('holds no query string, raw bytes or visitor words on any line, even at trace level', () => {
    const everything = JSON.stringify(lines);
    expect(lines.length).toBeGreaterThan(0);
    expect(everything).not.toContain('Secret');
    expect(everything).not.toContain('private.example');
    expect(everything).not.toContain('rawPacket');
    expect(everything).not.toContain('flood@example.com');
    expect(everything).not.toContain('?name=');
  });
});

describe('answers no route gives', () => {
  it('carry the same security headers as every other answer', async () => {
    const routed = await fetch(`http://127.0.0.1:${String(port)}/health`);
    const security = [
      'content-security-policy',
      'x-content-type-options',
      'strict-transport-security',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
    ].map((name) => [name, routed.headers.get(name)] as const);
    for (const [name, value] of security) expect(value, name).not.toBeNull();
    for (const [request, status] of [
      ['GET /%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 400],
      ['GET /a\0b HTTP/1.1\r\nHost: x\r\n\r\n', 400],
      ['BREW / HTTP/1.1\r\nHost: x\r\n\r\n', 400],
      [`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ] as const) {
      const answer = await rawExchange([request]);
      const label = JSON.stringify(request.slice(0, 20));
      expect(answer.text.slice(0, 12), label).toBe(`HTTP/1.1 ${String(status)}`);
      const head = (answer.text.split('\r\n\r\n')[0] ?? '').toLowerCase();
      for (const [name, value] of security)
        expect(head, `${label}: ${name}`).toContain(`\r\n${name}: ${String(value).toLowerCase()}`);
      const body = JSON.parse(answer.text.split('\r\n\r\n')[1] ?? '') as { statusCode: number };
      expect(body.statusCode, label).toBe(status);
    }
  });
});
