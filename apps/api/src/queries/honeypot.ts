import { honeypotField } from '@portfolio/contract/contact-query-limits';

/** A person never sees the honeypot field; anything in it means a bot filled the form. */
export function isHoneypotFilled(body: object): boolean {
  const trap: unknown = (body as Record<string, unknown>)[honeypotField];
  return typeof trap === 'string' ? trap.trim() !== '' : trap !== undefined && trap !== null;
}
