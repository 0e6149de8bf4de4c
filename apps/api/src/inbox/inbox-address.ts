// Where the inbox is as a browser sees it, from API_PUBLIC_URL: the origin passkeys are bound to,
// the relying-party id (its host name), the path every link and the session cookie use (the API
// may sit under a path such as /api/ behind a proxy that strips it), and whether the address is
// one a browser allows passkeys on at all.
import type { ApiEnv } from '../env.ts';

export interface InboxAddress {
  /** `https://api.me.dev`: what a request's Origin header must be. */
  origin: string;
  /** The host name, without port: the WebAuthn relying-party id. */
  rpId: string;
  /** `/inbox` or `/api/inbox`: no trailing slash. */
  path: string;
  /** The browser's address of the inbox's home. */
  url: string;
  /** Passkeys and Secure cookies need HTTPS, except on localhost. */
  secure: boolean;
  /** Browsers offer passkeys only on HTTPS or localhost. */
  passkeysPossible: boolean;
}

const isLocalhost = (host: string): boolean => host === 'localhost' || host.endsWith('.localhost');

export function inboxAddress(env: Pick<ApiEnv, 'API_PUBLIC_URL'>): InboxAddress {
  const url = new URL(env.API_PUBLIC_URL);
  const path = `${url.pathname.replace(/\/+$/, '')}/inbox`;
  const https = url.protocol === 'https:';
  return {
    origin: url.origin,
    rpId: url.hostname,
    path,
    url: `${url.origin}${path}`,
    secure: https,
    passkeysPossible: https || isLocalhost(url.hostname),
  };
}

/** A path under the inbox as the browser must request it: `at(address, '/sign-in')`. */
export const at = (address: InboxAddress, sub = ''): string => `${address.path}${sub}`;
