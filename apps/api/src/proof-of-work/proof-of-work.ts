// The proof-of-work layer (ALTCHA): the site's script fetches a signed challenge, solves it in the
// background while the visitor types, and sends the solution with the query. A query without a
// valid, fresh, unused solution is not refused: the layer gives a reason, and the query is filed
// as spam (queries/spam-rules.ts). A form posted without JavaScript carries none and is judged by
// the other layers only (docs/decisions/0018-spam-layers-and-proof-of-work.md).
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import type { Challenge, Solution } from 'altcha-lib/types';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { SpamReason } from '../queries/spam-rules.ts';
import type { SpendChallenge } from './replay-store.ts';

/** How long a challenge may be solved and sent. */
export const challengeLifetimeMs = 10 * 60_000;

/**
 * One SHA-256 per attempt, and a secret counter the solver must count up to (ALTCHA's
 * deterministic mode): between 5,000 and 30,000 hashes, under a second on a CPU slowed four
 * times (docs/contact-api.md has the measurement).
 */
export const difficulty = {
  algorithm: 'SHA-256',
  cost: 1,
  keyLength: 32,
  minCounter: 5_000,
  maxCounter: 30_000,
} as const;

/** A clock a little ahead of ours must not make a fresh challenge look forged. */
const clockSkewMs = 60_000;

/** What a new challenge is made of (the counter is the secret the solver counts up to). */
export function challengeParameters(now: Date = new Date()) {
  return {
    algorithm: difficulty.algorithm,
    cost: difficulty.cost,
    keyLength: difficulty.keyLength,
    counter: difficulty.minCounter + randomInt(difficulty.maxCounter - difficulty.minCounter),
    expiresAt: new Date(now.getTime() + challengeLifetimeMs),
  };
}

export function newChallenge(key: string, now: Date = new Date()): Promise<Challenge> {
  return createChallenge({ ...challengeParameters(now), deriveKey, hmacSignatureSecret: key });
}

/** What the layer found: a solution to spend, or why the query is doubtful. */
export type ProofOfWorkVerdict =
  | { kind: 'solved'; challengeId: string; expiresAt: Date }
  | { kind: 'doubtful'; reason: SpamReason };

const doubtful = (detail: string): ProofOfWorkVerdict => ({
  kind: 'doubtful',
  reason: { layer: 'proof-of-work', detail },
});

interface Payload {
  challenge: Challenge;
  solution: Solution;
}

/** The field as ALTCHA sends it: base64 of `{challenge, solution}` JSON. */
function decode(field: string): Payload | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(field, 'base64').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { challenge, solution } = parsed as Partial<Payload>;
    if (typeof challenge !== 'object' || typeof solution !== 'object') return undefined;
    if (typeof challenge.parameters !== 'object' || typeof challenge.signature !== 'string')
      return undefined;
    return { challenge, solution };
  } catch {
    return undefined;
  }
}

/** Made by this site, under today's rules: a signed challenge of another difficulty is not. */
function madeAtThisDifficulty({ challenge, solution }: Payload, now: Date): boolean {
  const { parameters } = challenge;
  return (
    parameters.algorithm === difficulty.algorithm &&
    parameters.cost === difficulty.cost &&
    parameters.keyLength === difficulty.keyLength &&
    parameters.keyPrefix.length === difficulty.keyLength &&
    typeof parameters.expiresAt === 'number' &&
    parameters.expiresAt * 1000 <= now.getTime() + challengeLifetimeMs + clockSkewMs &&
    solution.counter >= difficulty.minCounter &&
    solution.counter <= difficulty.maxCounter
  );
}

/** Checks the solution a query carried (`undefined`: it carried none). Never throws. */
export async function checkProofOfWork(
  field: unknown,
  key: string,
  now: Date = new Date(),
): Promise<ProofOfWorkVerdict> {
  if (field === undefined || field === null || field === '')
    return doubtful('no proof of work (not sent by the site’s script)');
  const payload = typeof field === 'string' && field.length <= 4096 ? decode(field) : undefined;
  if (payload === undefined) return doubtful('the proof of work could not be read');
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: key,
    });
    if (result.expired) return doubtful('the proof of work expired');
    if (result.invalidSignature === true)
      return doubtful('the proof of work was not signed by this API (forged or altered)');
    if (!madeAtThisDifficulty(payload, now))
      return doubtful('the proof of work was not made at this site’s difficulty');
    if (!result.verified) return doubtful('the proof of work’s solution is wrong');
    const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000);
    return { kind: 'solved', challengeId: payload.challenge.parameters.nonce, expiresAt };
  } catch {
    return doubtful('the proof of work could not be read');
  }
}

export const replayedReason: SpamReason = {
  layer: 'proof-of-work',
  detail: 'the proof of work was already used',
};

/**
 * The whole layer for one query: its reason, if any, and the challenge the database must spend
 * when the shared store could not (replay-store.ts).
 */
export async function judgeProofOfWork(
  field: unknown,
  options: { key: string; spend: SpendChallenge; now?: Date },
): Promise<{ reason?: SpamReason; spendInDatabase?: { id: string; expiresAt: Date } }> {
  const now = options.now ?? new Date();
  const verdict = await checkProofOfWork(field, options.key, now);
  if (verdict.kind === 'doubtful') return { reason: verdict.reason };
  const spent = await options.spend(verdict.challengeId, verdict.expiresAt, now);
  if (spent === 'spent') return { reason: replayedReason };
  if (spent === 'unknown')
    return { spendInDatabase: { id: verdict.challengeId, expiresAt: verdict.expiresAt } };
  return {};
}
