import { createHash } from 'node:crypto';

/** The same address (in any case) with the same message is the same enquiry. */
export function queryFingerprint(email: string, message: string): string {
  return createHash('sha256')
    .update(email.toLowerCase())
    .update('\0')
    .update(message)
    .digest('hex');
}
