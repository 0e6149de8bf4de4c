// Concurrent visitors sending distinct queries until stopped, each with a proof of work as the
// site's script sends it; every answer is recorded.
import { mintedProofOfWork } from './proof-of-work.ts';

export interface LoadAnswer {
  status: number;
  ms: number;
  /** When the answer arrived (Date.now()). */
  at: number;
  id?: string;
  retryAfter: string | null;
  /** True when the answer's body had something that looks like a stack trace. */
  leaked: boolean;
}

export interface QueryLoad {
  answers: LoadAnswer[];
  /** Ids answered 201. */
  accepted: () => string[];
  stop: () => Promise<void>;
}

export function startQueryLoad(url: string, senders: number, timeoutMs = 30_000): QueryLoad {
  const answers: LoadAnswer[] = [];
  let running = true;
  let sequence = 0;
  const loops = Array.from({ length: senders }, async () => {
    while (running) {
      sequence += 1;
      const started = Date.now();
      try {
        const response = await fetch(`${url}/query/queryPost`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Load',
            email: `load-${String(sequence)}@example.com`,
            message: `message ${String(sequence)} ${String(started)}`,
            altcha: await mintedProofOfWork(),
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const text = await response.text();
        const body = JSON.parse(text) as { id?: string };
        answers.push({
          status: response.status,
          ms: Date.now() - started,
          at: Date.now(),
          ...(response.status === 201 && body.id !== undefined ? { id: body.id } : {}),
          retryAfter: response.headers.get('retry-after'),
          leaked: /\bat .+:\d+:\d+|"stack"/.test(text),
        });
        if (response.status !== 201) await new Promise((resolve) => setTimeout(resolve, 50));
      } catch {
        // No answer at all (the process was killed, or it hung past the timeout).
        answers.push({
          status: 0,
          ms: Date.now() - started,
          at: Date.now(),
          retryAfter: null,
          leaked: false,
        });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  });
  return {
    answers,
    accepted: () => answers.flatMap((answer) => (answer.id === undefined ? [] : [answer.id])),
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}
