// The Webmention code's only way out, against real servers: what is not http(s) on a usual port
// to a public address is refused before a connection, whether it is written as an address, a name
// that resolves to one, or a redirect to either. Here 127.0.0.1 stands for the public internet
// and 127.0.0.2, ::1 and the rest for the owner's network (`isAllowed`), names resolve as the test
// says (`lookup`), and any port is let through (`anyPort`).
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { lookup as dnsLookup } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RefusedAddressError, safeFetch } from './safe-fetch.ts';
import type { SafeFetchOptions } from './safe-fetch.ts';

let server: Server;
let port = 0;
const served: string[] = [];

const names: Record<string, string> = { 'public.test': '127.0.0.1', 'sneaky.test': '127.0.0.2' };
const lookup = ((hostname: string, _options: unknown, callback: (...args: unknown[]) => void) => {
  const address = names[hostname];
  if (address === undefined) callback(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }));
  else callback(null, [{ address, family: 4 }]);
}) as unknown as typeof dnsLookup;

const strict: SafeFetchOptions = {
  allowPrivate: false,
  anyPort: true,
  isAllowed: (address) => address === '127.0.0.1',
  lookup,
};

beforeAll(async () => {
  server = createServer((request, response) => {
    served.push(request.url ?? '');
    const url = new URL(request.url ?? '/', 'http://x');
    const to = url.searchParams.get('to');
    if (url.pathname === '/redirect' && to !== null) {
      response.writeHead(302, { location: to }).end();
      return;
    }
    if (url.pathname === '/loop') {
      response.writeHead(302, { location: '/loop' }).end();
      return;
    }
    if (url.pathname === '/big') {
      response.writeHead(200).end('x'.repeat(10_000));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  });
  // Every loopback address, so a refused request would have been answered had it gone out.
  await new Promise<void>((resolve) => server.listen(0, resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const at = (host: string, path = '/ok') => `http://${host}:${String(port)}${path}`;

async function refused(url: string, options: SafeFetchOptions = strict): Promise<string> {
  const before = served.length;
  const error: unknown = await safeFetch(url, options).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error, url).toBeInstanceOf(RefusedAddressError);
  return served.slice(before).join(' ');
}

describe('a fetch for Webmention', () => {
  it('reaches a public address, by its number or by a name', async () => {
    expect((await safeFetch(at('127.0.0.1'), strict)).body).toBe('ok');
    expect((await safeFetch(at('public.test'), strict)).body).toBe('ok');
  });

  it('refuses a private address written out, in IPv4 or IPv6, before connecting', async () => {
    for (const host of ['127.0.0.2', '[::1]', '[::ffff:127.0.0.2]', '10.0.0.1', '169.254.169.254'])
      expect(await refused(at(host))).toBe('');
  });

  it('refuses a name that resolves to a private address', async () => {
    expect(await refused(at('sneaky.test'))).toBe('');
  });

  it('refuses a redirect into the private network, by address or by name', async () => {
    expect(
      await refused(at('127.0.0.1', `/redirect?to=${encodeURIComponent(at('127.0.0.2'))}`)),
    ).toBe(`/redirect?to=${encodeURIComponent(at('127.0.0.2'))}`);
    expect(
      await refused(at('public.test', `/redirect?to=${encodeURIComponent(at('sneaky.test'))}`)),
    ).toBe(`/redirect?to=${encodeURIComponent(at('sneaky.test'))}`);
  });

  it('refuses other schemes, other ports, credentials and endless redirects', async () => {
    await refused('ftp://public.test/file');
    await refused('file:///etc/passwd');
    await refused(at('public.test'), { ...strict, anyPort: false });
    await refused(`http://user:secret@public.test:${String(port)}/ok`);
    await refused(at('127.0.0.1', '/loop'));
    await refused(at('127.0.0.1', `/redirect?to=${encodeURIComponent('file:///etc/passwd')}`));
  });

  it('reads no more than it may', async () => {
    const answer = await safeFetch(at('127.0.0.1', '/big'), { ...strict, maxBytes: 1000 });
    expect(answer.body).toHaveLength(1000);
    expect(answer.truncated).toBe(true);
  });

  it('reaches the private network when the owner allows it', async () => {
    expect((await safeFetch(at('127.0.0.2'), { allowPrivate: true })).body).toBe('ok');
  });
});
