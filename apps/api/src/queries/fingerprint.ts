import { hash } from 'node:crypto';

/**
 * The same address (in any case) with the same message is the same enquiry. One-shot `hash` is
 * the digest `createHash` gave of the same three parts, at a fraction of the cost per request.
 */
export function queryFingerprint(email: string, message: string): string {
  return hash('sha256', `${email.toLowerCase()}\0${message}`, 'hex');
}
