import { deriveKey as apisDeriveKey } from 'altcha-lib/algorithms/sha';
import { createChallenge, verifySolution } from 'altcha-lib';
import { describe, expect, it } from 'vitest';
import { deriveKey } from './proof-of-work-derive-key.ts';
import { proofOfWork } from './proof-of-work.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe("the form's proof of work", () => {
  it('derives the very key the API derives, for any cost', async () => {
    for (const cost of [1, 2, 5]) {
      const parameters = {
        algorithm: 'SHA-256',
        cost,
        keyLength: 32,
        keyPrefix: '00',
        nonce: '',
        salt: '',
      };
      const [ours, theirs] = await Promise.all([
        deriveKey(parameters, bytes('salt'), bytes('password')),
        apisDeriveKey(parameters, bytes('salt'), bytes('password')),
      ]);
      expect(Buffer.from(ours.derivedKey).toString('hex')).toBe(
        Buffer.from(theirs.derivedKey).toString('hex'),
      );
    }
  });

  it('solves a signed challenge into a payload the API verifies', async () => {
    const secret = 'a-key-for-this-test-only';
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 2000,
      deriveKey: apisDeriveKey,
      hmacSignatureSecret: secret,
    });
    const solved = await proofOfWork({
      endpoint: 'http://api.test/query/challenge',
      fetchImpl: () => Promise.resolve(Response.json(challenge)),
    });
    const payload = JSON.parse(atob(solved?.field ?? '')) as Parameters<typeof verifySolution>[0];
    const result = await verifySolution({
      ...payload,
      deriveKey: apisDeriveKey,
      hmacSignatureSecret: secret,
    });
    expect(result.verified).toBe(true);
    expect(solved?.expiresAt).toBe(Infinity);
  });

  it('gives up quietly when there is no challenge to be had', async () => {
    const failing = (response: Response | Error) => () =>
      response instanceof Error ? Promise.reject(response) : Promise.resolve(response);
    expect(await proofOfWork({ endpoint: '' })).toBeUndefined();
    for (const answer of [
      new Response(null, { status: 429 }),
      Response.json({ not: 'a challenge' }),
      new TypeError('Failed to fetch'),
    ])
      expect(
        await proofOfWork({ endpoint: 'http://api.test/c', fetchImpl: failing(answer) }),
      ).toBeUndefined();
  });
});
