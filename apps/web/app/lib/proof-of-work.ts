// The forms' proof of work (ALTCHA; the API's side is apps/api/src/proof-of-work/): a challenge
// from the API, solved in a worker while the visitor types, sent with the contact form's query or
// the newsletter's address. It never holds the visitor up or stops a send: without a solution the
// query still goes, and the API files it by its other layers; the newsletter's address goes as
// the browser's own post (behaviours/newsletter-form.ts).
import type { Challenge, Solution } from 'altcha-lib/types';

/** The longest the form waits for a challenge; a send waits no longer than this for one either. */
export const challengeTimeoutMs = 10_000;

/** What the API reads: base64 of `{challenge, solution}` JSON, as ALTCHA's widget sends it. */
export function encodeProofOfWork(challenge: Challenge, solution: Solution): string {
  return btoa(JSON.stringify({ challenge, solution }));
}

function isChallenge(value: unknown): value is Challenge {
  if (typeof value !== 'object' || value === null) return false;
  const { parameters, signature } = value as Partial<Challenge>;
  return typeof parameters === 'object' && typeof signature === 'string';
}

/** On this thread (it yields as it goes), loaded only when no worker can be had. */
async function solveHere(challenge: Challenge): Promise<Solution | null> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('./proof-of-work-derive-key.ts'),
  ]);
  return solveChallenge({ challenge, deriveKey });
}

/** In a worker when the browser can start one, else on this thread. */
function solve(challenge: Challenge): Promise<Solution | null> {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./proof-of-work-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return solveHere(challenge);
  }
  return new Promise((resolve) => {
    const done = (solution: Solution | null) => {
      worker.terminate();
      resolve(solution);
    };
    worker.onmessage = (event: MessageEvent<Solution | null>) => done(event.data);
    // A worker refused by the page's policy or the browser: solve here instead.
    worker.onerror = () => {
      worker.terminate();
      void solveHere(challenge).then(resolve, () => resolve(null));
    };
    worker.postMessage(challenge);
  });
}

export interface ProofOfWorkOptions {
  endpoint?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/** A solved proof of work, or undefined when there is no challenge to be had (never rejects). */
export async function proofOfWork({
  endpoint = __CHALLENGE_ENDPOINT__,
  fetchImpl = globalThis.fetch,
  timeoutMs = challengeTimeoutMs,
}: ProofOfWorkOptions = {}): Promise<{ field: string; expiresAt: number } | undefined> {
  if (endpoint === '') return undefined;
  try {
    const response = await fetchImpl(endpoint, {
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
    if (!response.ok) return undefined;
    const challenge: unknown = await response.json();
    if (!isChallenge(challenge)) return undefined;
    const solution = await solve(challenge);
    if (solution === null) return undefined;
    return {
      field: encodeProofOfWork(challenge, solution),
      expiresAt: (challenge.parameters.expiresAt ?? Infinity) * 1000,
    };
  } catch (error) {
    console.warn('No proof of work for the contact form:', error);
    return undefined;
  }
}
