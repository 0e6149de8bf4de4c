// The tokens in the links the API mails (a newsletter's confirm and unsubscribe, a reply's stop):
// an id and a MAC over what the link may do, made with the API's signing key, so a link cannot be
// forged or turned to another id or purpose.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** `scope` says what the link does ("newsletter:unsubscribe"); `stamp` binds it to a moment. */
export function signedToken(key: string, scope: string, id: string, stamp = ''): string {
  const mac = createHmac('sha256', key).update(`${scope}:${id}:${stamp}`).digest('base64url');
  return `${id}.${mac}`;
}

/** The id a token names, if its MAC is right for it; undefined for anything else. */
export function idFromToken(
  key: string,
  scope: string,
  token: string,
  stamp: (id: string) => string = () => '',
): string | undefined {
  const [id, mac] = token.split('.');
  if (id === undefined || mac === undefined || !/^[\w-]{1,64}$/.test(id)) return undefined;
  const expected = Buffer.from(signedToken(key, scope, id, stamp(id)));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
}
