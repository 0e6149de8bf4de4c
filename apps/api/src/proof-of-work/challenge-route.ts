// GET /query/challenge: a fresh signed challenge for the site's script, through altcha-lib's
// Fastify integration (it answers with Cache-Control: no-store). Cheap to make, but limited per
// address all the same: a visit takes one per send, and many visitors may share an address.
import { contactChallengePath } from '@portfolio/contract/contact-query-limits';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { create } from 'altcha-lib/frameworks/fastify';
import type { FastifyInstance } from 'fastify';
import { challengeParameters } from './proof-of-work.ts';

export const challengesPerWindow = { max: 300, timeWindowMs: 10 * 60_000 };

export function registerChallengeRoute(app: FastifyInstance, key: string): void {
  const altcha = create({
    deriveKey,
    hmacSignatureSecret: key,
    createChallengeParameters: () => challengeParameters(),
  });
  app.get(
    contactChallengePath,
    {
      config: {
        rateLimit: {
          max: challengesPerWindow.max,
          timeWindow: challengesPerWindow.timeWindowMs,
        },
      },
    },
    altcha.challengeHandler,
  );
}
