import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import {
  mintedProofOfWork,
  solvedProofOfWork,
  testSigningKey,
} from '../test-support/proof-of-work.ts';
import {
  challengeLifetimeMs,
  challengeParameters,
  checkProofOfWork,
  judgeProofOfWork,
  newChallenge,
} from './proof-of-work.ts';
import type { SpendResult } from './replay-store.ts';

const detailOf = async (field: unknown, now?: Date) => {
  const verdict = await checkProofOfWork(field, testSigningKey, now);
  return verdict.kind === 'doubtful' ? verdict.reason.detail : 'solved';
};

const decoded = (field: string) =>
  JSON.parse(Buffer.from(field, 'base64').toString('utf8')) as {
    challenge: { parameters: Record<string, unknown>; signature: string };
    solution: { counter: number; derivedKey: string };
  };
const encoded = (payload: object) => Buffer.from(JSON.stringify(payload)).toString('base64');

describe('the proof-of-work layer', () => {
  it('accepts a challenge it handed out, solved by brute force as a browser does', async () => {
    const field = await solvedProofOfWork(await newChallenge(testSigningKey));
    expect(await detailOf(field)).toBe('solved');
  });

  it('gives a reason, never an error, for a missing or unreadable solution', async () => {
    expect(await detailOf(undefined)).toMatch(/no proof of work/);
    expect(await detailOf('')).toMatch(/no proof of work/);
    expect(await detailOf('not base64 json')).toMatch(/could not be read/);
    expect(await detailOf(42)).toMatch(/could not be read/);
    expect(await detailOf(encoded({ challenge: 'x', solution: 1 }))).toMatch(/could not be read/);
    expect(await detailOf('a'.repeat(10_000))).toMatch(/could not be read/);
  });

  it('refuses an expired one', async () => {
    const issued = new Date(Date.now() - challengeLifetimeMs - 1000);
    expect(await detailOf(await mintedProofOfWork(testSigningKey, { now: issued }))).toMatch(
      /expired/,
    );
  });

  it('refuses one signed with another key, or altered after signing', async () => {
    expect(await detailOf(await mintedProofOfWork('another-key-'.repeat(4)))).toMatch(
      /not signed by this API/,
    );
    const payload = decoded(await mintedProofOfWork());
    payload.challenge.parameters.keyPrefix = '00';
    expect(await detailOf(encoded(payload))).toMatch(/not signed by this API/);
  });

  it('refuses a signed challenge of another difficulty, and a wrong solution', async () => {
    const easy = await createChallenge({
      ...challengeParameters(),
      cost: 1,
      counter: 3,
      keyPrefixLength: 1,
      deriveKey,
      hmacSignatureSecret: testSigningKey,
    });
    expect(await detailOf(await solvedProofOfWork(easy))).toMatch(/difficulty/);
    expect(await detailOf(await mintedProofOfWork(testSigningKey, { counter: 3 }))).toMatch(
      /difficulty/,
    );
    const payload = decoded(await mintedProofOfWork());
    payload.solution.derivedKey = '00'.repeat(32);
    expect(await detailOf(encoded(payload))).toMatch(/solution is wrong/);
  });

  it('is single use: a solution the store has seen is a replay', async () => {
    const spent = new Set<string>();
    const spend = (id: string): Promise<SpendResult> => {
      const seen = spent.has(id);
      spent.add(id);
      return Promise.resolve(seen ? 'spent' : 'fresh');
    };
    const field = await mintedProofOfWork();
    expect(await judgeProofOfWork(field, { key: testSigningKey, spend })).toEqual({});
    expect((await judgeProofOfWork(field, { key: testSigningKey, spend })).reason?.detail).toMatch(
      /already used/,
    );
  });

  it('leaves a solution to the database when the shared store cannot say', async () => {
    const field = await mintedProofOfWork();
    const judged = await judgeProofOfWork(field, {
      key: testSigningKey,
      spend: () => Promise.resolve('unknown'),
    });
    expect(judged.reason).toBeUndefined();
    expect(judged.spendInDatabase?.id).toBe(decoded(field).challenge.parameters.nonce);
  });
});
