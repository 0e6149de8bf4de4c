// Proofs of work for tests. `mintedProofOfWork` makes a valid one instantly from the signing key
// (it picks the counter, so nothing is brute-forced): for tests about something else that post
// as the site's script does. `solvedProofOfWork` solves a challenge the API handed out, as a
// browser would.
import { createHash } from 'node:crypto';
import { createChallenge, solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib/types';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { challengeParameters, difficulty } from '../proof-of-work/proof-of-work.ts';

/** The key testEnv() signs challenges with. */
export const testSigningKey = 'test-signing-key-0123456789abcdef0123456789abcdef';

const encode = (payload: object): string =>
  Buffer.from(JSON.stringify(payload), 'utf8').toString('base64');

export async function mintedProofOfWork(
  key: string = testSigningKey,
  options: { now?: Date; counter?: number } = {},
): Promise<string> {
  const counter = options.counter ?? difficulty.minCounter;
  const challenge = await createChallenge({
    ...challengeParameters(options.now),
    counter,
    deriveKey,
    hmacSignatureSecret: key,
  });
  const { nonce, salt } = challenge.parameters;
  const password = Buffer.alloc(Buffer.from(nonce, 'hex').length + 4);
  Buffer.from(nonce, 'hex').copy(password);
  password.writeUInt32BE(counter, password.length - 4);
  const derivedKey = createHash('sha256')
    .update(Buffer.concat([Buffer.from(salt, 'hex'), password]))
    .digest('hex');
  return encode({ challenge, solution: { counter, derivedKey } });
}

/** Solves a challenge by brute force, as the site's script does. */
export async function solvedProofOfWork(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (solution === null) throw new Error('the challenge was not solved in time');
  return encode({ challenge, solution });
}
