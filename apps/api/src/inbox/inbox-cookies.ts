// The inbox's two cookies: the session, and a passkey ceremony in progress. Both are HttpOnly,
// SameSite=Strict, scoped to the inbox's path and Secure except on plain-HTTP localhost.
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { InboxAddress } from './inbox-address.ts';
import { ceremonyLifetimeMs } from './ceremonies.ts';
import { sessionLifetimeMs } from './sessions.ts';

export const sessionCookie = 'inbox_session';
export const ceremonyCookie = 'inbox_ceremony';

export function cookieOptions(address: InboxAddress, lifetimeMs: number): CookieSerializeOptions {
  return {
    path: address.path,
    httpOnly: true,
    sameSite: 'strict',
    secure: address.secure,
    maxAge: Math.floor(lifetimeMs / 1000),
  };
}

export const sessionCookieOptions = (address: InboxAddress) =>
  cookieOptions(address, sessionLifetimeMs);
export const ceremonyCookieOptions = (address: InboxAddress) =>
  cookieOptions(address, ceremonyLifetimeMs);
