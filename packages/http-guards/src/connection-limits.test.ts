// The per-address cap over real sockets, on a plain Node HTTP server: a connection over the cap
// is answered 429 (never served, never reset before its answer), one address cannot hold more
// than twice its share even while being turned away, and other addresses are served meanwhile.
import { createServer, request } from 'node:http';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { limitConnections } from './connection-limits.ts';
import { rawAnswer } from './raw-answer.ts';

const busyAnswer = rawAnswer(
  429,
  { type: 'text/plain; charset=utf-8', text: 'busy' },
  { 'X-Content-Type-Options': 'nosniff', 'Retry-After': '1' },
);
let server: Server | undefined;
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

async function serve(
  perAddress: number,
  isExempt: (address: string) => boolean = () => false,
): Promise<number> {
  const created = createServer((_request, response) => response.end('served'));
  server = created;
  limitConnections(created, { perAddress, total: 1000, isExempt, busyAnswer, busyGraceMs: 5000 });
  await new Promise<void>((resolve) => created.listen(0, '127.0.0.1', resolve));
  return (created.address() as AddressInfo).port;
}

/** Opens a socket from `from` that sends the start of a request and never finishes it. */
function slowClient(port: number, from = '127.0.0.1'): { socket: Socket; answer: Promise<string> } {
  const socket = connect({ port, host: '127.0.0.1', localAddress: from });
  sockets.push(socket);
  socket.on('error', () => undefined);
  socket.on('connect', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\n'));
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { socket, answer: new Promise((resolve) => socket.on('close', () => resolve(text))) };
}

function get(port: number, from: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      { host: '127.0.0.1', port, path: '/', localAddress: from, agent: false },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

describe('limitConnections', () => {
  it('answers a connection over the cap with a well-formed 429 once its request starts, and closes it', async () => {
    const port = await serve(2);
    const held = [slowClient(port), slowClient(port)];
    const over = slowClient(port);
    const text = await over.answer;
    expect(text).toMatch(/^HTTP\/1\.1 429 Too Many Requests\r\n/);
    expect(text).toContain('\r\nRetry-After: 1\r\n');
    expect(text).toContain('\r\nConnection: close\r\n');
    expect(text).toContain('\r\nX-Content-Type-Options: nosniff\r\n');
    expect(text.endsWith('\r\n\r\nbusy')).toBe(true);
    // The two within the cap are still open, waiting for the rest of their headers.
    for (const { socket } of held) expect(socket.destroyed).toBe(false);
  });

  it('serves other addresses while one address holds every connection it may', async () => {
    const port = await serve(4);
    const attackers = Array.from({ length: 40 }, () => slowClient(port));
    const answers = await Promise.all(attackers.slice(4).map(({ answer }) => answer));
    // Four more wait for their answer at a time; past that a connection is closed at once.
    expect(answers.filter((text) => text.startsWith('HTTP/1.1 429')).length).toBeGreaterThanOrEqual(
      4,
    );
    expect(answers.every((text) => text === '' || text.startsWith('HTTP/1.1 429'))).toBe(true);
    expect(await get(port, '127.0.0.2')).toEqual({ status: 200, body: 'served' });
  });

  it('drops, without waiting, connections past twice the cap that never start a request', async () => {
    const port = await serve(2);
    let closed = 0;
    const twoClosed = new Promise<void>((resolve) => {
      for (let i = 0; i < 6; i += 1) {
        const socket = connect({ port, host: '127.0.0.1' });
        sockets.push(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => {
          closed += 1;
          if (closed === 2) resolve();
        });
      }
    });
    // Two are let in and two wait for a request to answer (5 s here); the other two close now.
    await twoClosed;
    expect(sockets.filter((socket) => !socket.destroyed)).toHaveLength(4);
  });

  it('never caps an exempt address (a trusted proxy)', async () => {
    const port = await serve(1, (address) => address === '127.0.0.1');
    const clients = Array.from({ length: 5 }, () => slowClient(port));
    expect(await get(port, '127.0.0.1')).toEqual({ status: 200, body: 'served' });
    for (const { socket } of clients) expect(socket.destroyed).toBe(false);
  });
});
