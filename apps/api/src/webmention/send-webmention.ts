// Notifying one endpoint that `source` links to `target` (the Recommendation's section 3.1.3): a
// form-encoded POST through safe-fetch.ts; any 2xx is success (201 and 202 say the receiver
// verifies later).
import { safeFetch } from './safe-fetch.ts';
import type { SafeFetchOptions } from './safe-fetch.ts';

export interface SendOutcome {
  ok: boolean;
  status?: number;
  error?: string;
}

export async function sendWebmention(
  endpoint: string,
  mention: { source: string; target: string },
  options: SafeFetchOptions,
): Promise<SendOutcome> {
  try {
    const answer = await safeFetch(endpoint, {
      ...options,
      method: 'POST',
      form: mention,
      maxBytes: 64_000,
    });
    return { ok: answer.status >= 200 && answer.status < 300, status: answer.status };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
