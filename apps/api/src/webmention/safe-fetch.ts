// The one way the Webmention code reaches another site: http(s) on the usual ports, to public
// addresses only (public-address.ts), checked when the name is resolved for each connection (so
// a name that resolves to a private address, or changes between two looks, is refused) and again
// at every redirect, which is followed by hand a few times; bounded in time and size. The owner
// may allow private addresses (WEBMENTION_PRIVATE_SOURCES=allow) for tests and private networks.
import { lookup as dnsLookup } from 'node:dns';
import type { LookupAddress, LookupOptions } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { Agent, fetch } from 'undici';
import { isPublicAddress } from './public-address.ts';

export class RefusedAddressError extends Error {
  override name = 'RefusedAddressError';
}

export interface SafeFetchOptions {
  /** Any address, any port (WEBMENTION_PRIVATE_SOURCES=allow). */
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  method?: 'GET' | 'POST';
  /** A form-encoded body (POST). */
  form?: Record<string, string>;
  accept?: string;
  /** For tests: any port, the addresses still judged (tests cannot listen on 80 or 443). */
  anyPort?: boolean;
  /** For tests: which resolved addresses count as public. */
  isAllowed?: (address: string) => boolean;
  /** For tests: how a name is resolved (the system's resolver by default). */
  lookup?: typeof dnsLookup;
}

export interface SafeResponse {
  /** The address answered last, after every redirect. */
  url: string;
  status: number;
  headers: Headers;
  body: string;
  /** The body was cut at maxBytes. */
  truncated: boolean;
}

const usualPorts = new Set(['', '80', '443']);

function checkUrl(url: URL, options: SafeFetchOptions, allowed: (address: string) => boolean) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new RefusedAddressError(`${url.protocol} is not http or https`);
  if (url.username !== '' || url.password !== '')
    throw new RefusedAddressError('an address with a user name or password');
  if (options.allowPrivate) return;
  if (options.anyPort !== true && !usualPorts.has(url.port))
    throw new RefusedAddressError(`port ${url.port} is not 80 or 443`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A literal address is never looked up: it is checked here.
  if (ipaddr.isValid(host) && !allowed(host))
    throw new RefusedAddressError(`${host} is not a public address`);
}

/** The dispatcher whose every connection resolves its name and refuses what is not public. */
function guardedAgent(options: SafeFetchOptions, allowed: (address: string) => boolean): Agent {
  const resolve = options.lookup ?? dnsLookup;
  const lookup = (
    hostname: string,
    lookupOptions: LookupOptions,
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    resolve(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error !== null) {
        callback(error, []);
        return;
      }
      const found = addresses;
      const refused = options.allowPrivate ? [] : found.filter((entry) => !allowed(entry.address));
      if (found.length === 0 || refused.length > 0) {
        callback(
          new RefusedAddressError(
            `${hostname} resolves to ${refused.map((entry) => entry.address).join(', ') || 'nothing'}, not a public address`,
          ),
          [],
        );
        return;
      }
      if (lookupOptions.all === true) callback(null, found);
      else callback(null, found[0]?.address ?? '', found[0]?.family);
    });
  };
  return new Agent({ connect: { lookup: lookup }, connections: 4 });
}

async function readBounded(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<{ text: string; truncated: boolean }> {
  if (body === null) return { text: '', truncated: false };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let truncated = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (size + value.byteLength > maxBytes) {
      chunks.push(value.subarray(0, maxBytes - size));
      truncated = true;
      await reader.cancel();
      break;
    }
    chunks.push(value);
    size += value.byteLength;
  }
  return { text: Buffer.concat(chunks).toString('utf8'), truncated };
}

export async function safeFetch(address: string, options: SafeFetchOptions): Promise<SafeResponse> {
  const allowed = options.isAllowed ?? isPublicAddress;
  const dispatcher = guardedAgent(options, allowed);
  const signal = AbortSignal.timeout(options.timeoutMs ?? 10_000);
  let url = new URL(address);
  let method = options.method ?? 'GET';
  try {
    for (let redirects = 0; ; redirects += 1) {
      checkUrl(url, options, allowed);
      const response = await fetch(url, {
        method,
        dispatcher,
        signal,
        redirect: 'manual',
        headers: {
          'user-agent': 'portfolio-webmention (+https://www.w3.org/TR/webmention/)',
          ...(options.accept === undefined ? {} : { accept: options.accept }),
          ...(method === 'POST' && options.form !== undefined
            ? { 'content-type': 'application/x-www-form-urlencoded' }
            : {}),
        },
        ...(method === 'POST' && options.form !== undefined
          ? { body: new URLSearchParams(options.form).toString() }
          : {}),
      });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location !== null) {
        await response.body?.cancel();
        if (redirects >= (options.maxRedirects ?? 5))
          throw new RefusedAddressError('too many redirects');
        url = new URL(location, url);
        // 303, and 301/302 after a POST as browsers do: the next request is a GET.
        if (
          response.status === 303 ||
          (method === 'POST' && response.status !== 307 && response.status !== 308)
        )
          method = 'GET';
        continue;
      }
      const { text, truncated } = await readBounded(
        response.body as ReadableStream<Uint8Array> | null,
        options.maxBytes ?? 1_000_000,
      );
      return {
        url: url.href,
        status: response.status,
        headers: response.headers as unknown as Headers,
        body: text,
        truncated,
      };
    }
  } catch (error) {
    // undici wraps the lookup's refusal in its own "fetch failed": the reason is what counts.
    const cause = error instanceof Error ? error.cause : undefined;
    if (cause instanceof RefusedAddressError) throw cause;
    throw error;
  } finally {
    await dispatcher.close();
  }
}
