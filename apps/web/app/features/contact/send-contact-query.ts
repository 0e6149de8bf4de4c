import {
  fillTimeField,
  honeypotField,
  proofOfWorkField,
} from '@portfolio/contract/contact-query-limits';
import type { ContactDraft } from './contact-draft.ts';

/** No answer within this long counts as a failure (docs/decisions/0006-contact-draft-restore.md). */
export const contactTimeoutMs = 20_000;

export class ContactSubmitError extends Error {
  override name = 'ContactSubmitError';
}

/** True when every field holds something other than white space (docs/decisions/0008-inherited-behaviour.md). */
export function isComplete(draft: ContactDraft): boolean {
  return [draft.name, draft.email, draft.message].every((value) => value.trim() !== '');
}

/** What the form's script adds: its proof of work (proof-of-work.ts) and how long filling in took. */
export interface ScriptEvidence {
  proofOfWork?: string;
  fillTimeMs?: number;
}

/**
 * POSTs the query as JSON. Resolves on any 2xx (the body is not read, docs/decisions/0008-inherited-behaviour.md); rejects on a
 * network error, any other status, or no answer within `timeoutMs` (the request is aborted).
 */
export async function sendContactQuery(
  draft: ContactDraft,
  honeypot: string,
  {
    endpoint = __CONTACT_ENDPOINT__,
    timeoutMs = contactTimeoutMs,
    fetchImpl = globalThis.fetch,
    language,
  }: {
    endpoint?: string;
    timeoutMs?: number;
    fetchImpl?: typeof globalThis.fetch;
    /** The page's language (a BCP 47 tag): the inbox shows it, the auto-reply is written in it. */
    language?: string;
  } = {},
  evidence: ScriptEvidence = {},
): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort(
      new ContactSubmitError(`No answer from the contact API within ${timeoutMs} ms`),
    );
  }, timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: draft.name.trim(),
        email: draft.email.trim(),
        message: draft.message.trim(),
        ...(language === undefined ? {} : { language }),
        [honeypotField]: honeypot,
        ...(evidence.proofOfWork === undefined ? {} : { [proofOfWorkField]: evidence.proofOfWork }),
        ...(evidence.fillTimeMs === undefined
          ? {}
          : { [fillTimeField]: Math.round(evidence.fillTimeMs) }),
      }),
      signal: controller.signal,
    });
    if (response.status < 200 || response.status > 299) {
      throw new ContactSubmitError(`The contact API answered ${response.status}`);
    }
  } catch (error) {
    // An abort rejects with the reason we gave it; anything else is the network's own error.
    throw controller.signal.aborted ? controller.signal.reason : error;
  } finally {
    clearTimeout(timer);
  }
}
