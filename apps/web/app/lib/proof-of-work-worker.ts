// Solves one proof-of-work challenge off the main thread, so typing never waits for it
// (proof-of-work.ts starts it).
import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib/types';
import { deriveKey } from './proof-of-work-derive-key.ts';

self.onmessage = (event: MessageEvent<Challenge>) => {
  void solveChallenge({ challenge: event.data, deriveKey }).then(
    (solution) => self.postMessage(solution),
    () => self.postMessage(null),
  );
};
