import { honeypotField } from './contact-query-limits.ts';

/** A person never sees the honeypot field; anything in it means a bot filled the form. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const trap: unknown = (body as Record<string, unknown>)[honeypotField];
  return typeof trap === 'string' ? trap.trim() !== '' : trap !== undefined && trap !== null;
}
