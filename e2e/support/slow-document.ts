// A stand-in for a slow network: a local proxy in front of the site that sends a page's HTML up
// to a marker, holds the rest until the test lets it go, and passes every other file through.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { siteOrigin } from './addresses.ts';

export interface SlowDocument {
  /** The proxy's origin: open the page here. */
  origin: string;
  /** Sends the rest of the held page. */
  release: () => void;
  close: () => Promise<void>;
}

/** Headers that described the site's own encoding of the body, which the proxy re-sends plain. */
const bodyFraming = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
]);

export async function slowDocument(path: string, marker: string): Promise<SlowDocument> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(`${siteOrigin}${request.url ?? '/'}`, {
        headers: { accept: request.headers.accept ?? '*/*', 'accept-encoding': 'identity' },
        redirect: 'manual',
      });
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!bodyFraming.has(name)) headers[name] = value;
      });
      response.writeHead(upstream.status, headers);
      const body = Buffer.from(await upstream.arrayBuffer());
      const cut = request.url === path ? body.indexOf(marker) : -1;
      if (cut < 0) {
        response.end(body);
        return;
      }
      response.write(body.subarray(0, cut));
      await released;
      response.end(body.subarray(cut));
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    release,
    close: () =>
      new Promise<void>((resolve) => {
        release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
