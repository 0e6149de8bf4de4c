import { randomBytes } from 'node:crypto';

/** A client address of its own per call, so per-address rate limits never leak between tests. */
export function randomAddress(): string {
  const [a = 1, b = 1, c = 1] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}
