// Every browser in the suite reaches the API from 127.0.0.1, and the API limits queries per
// address: a test that sends real forms, or fills the limit on purpose, does it as a visitor of its
// own. The browser's POST to the contact endpoint is carried to the real API from a loopback
// address of the test's own (any 127.x.y.z is this machine), and the API's real answer (a 303 to
// a result page, say) goes back to the browser unchanged.
import { request as httpRequest } from 'node:http';
import { randomInt } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { contactEndpoint } from './addresses.ts';

export function ownLoopbackAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Sends a request to the API from `localAddress`, to wherever the contact endpoint points. */
export function sendToApi(
  localAddress: string,
  { method, headers, body }: { method: string; headers: Record<string, string>; body?: Buffer },
): Promise<Answer> {
  const url = new URL(contactEndpoint);
  const sent = { ...headers };
  delete sent.host;
  delete sent['content-length'];
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers: { ...sent, 'content-length': String(body?.length ?? 0) },
        localAddress,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const answerHeaders: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers))
            if (value !== undefined) answerHeaders[name] = String(value);
          resolve({
            status: response.statusCode ?? 502,
            headers: answerHeaders,
            body: Buffer.concat(chunks),
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** From now on the page's posts to the contact endpoint come from `address`. */
export async function postFrom(page: Page, address: string): Promise<void> {
  await page.route(contactEndpoint, async (route, request: Request) => {
    if (request.method() !== 'POST') {
      await route.continue();
      return;
    }
    const answer = await sendToApi(address, {
      method: 'POST',
      headers: request.headers(),
      body: request.postDataBuffer() ?? Buffer.alloc(0),
    });
    await route.fulfill(answer);
  });
}

/** Uses up `address`'s allowance of queries (with invalid ones, so nothing is stored). */
export async function fillRateLimit(address: string): Promise<void> {
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    const { status } = await sendToApi(address, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from('{}'),
    });
    if (status === 429) return;
  }
  throw new Error(`the API never limited ${address}`);
}
