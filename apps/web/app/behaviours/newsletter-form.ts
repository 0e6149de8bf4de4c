// The newsletter's form (features/newsletter/newsletter-form.tsx) with JavaScript: sent as JSON
// with a proof of work (solved from the first focus, as the contact form's is), and its answer
// said in place, in the words the markup carries; nothing typed is lost. Without a proof of work
// (no challenge to be had) the browser posts the form itself, as it does with JavaScript off, and
// lands on the site's page for the answer. Fetched on the first focus inside the form
// (enhance-page.ts), which starts the proof of work.

import { answerOf, proveByDefault, sendTimeoutMs } from './send-in-place.ts';

export interface NewsletterFormDeps {
  /** A solved proof of work's field, or undefined when there is none to be had. */
  prove: () => Promise<string | undefined>;
  /** Posts the JSON body; the answer's status, or undefined when none came. */
  post: (endpoint: string, body: Record<string, string>) => Promise<number | undefined>;
}

async function postJson(endpoint: string, body: Record<string, string>) {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(sendTimeoutMs),
    });
    return response.status;
  } catch {
    return undefined;
  }
}

const defaults: NewsletterFormDeps = { prove: proveByDefault, post: postJson };

/** Makes one form send in place; its proof of work starts now (the reader has reached into it). */
export function enhanceNewsletterForm(
  form: HTMLFormElement,
  signal?: AbortSignal,
  deps: NewsletterFormDeps = defaults,
): void {
  const doc = form.ownerDocument;
  const email = form.elements.namedItem('email');
  const button = form.querySelector('button[type="submit"]');
  if (!(email instanceof HTMLInputElement) || !(button instanceof HTMLButtonElement)) return;
  const answer = doc.getElementById(email.getAttribute('aria-describedby') ?? '');
  if (answer === null) return;
  const say = (text: string) => {
    answer.textContent = text;
  };
  let work: Promise<string | undefined> | undefined;
  let busy = false;
  const startWork = () => {
    work ??= deps.prove().catch(() => undefined);
    return work;
  };
  void startWork();
  form.addEventListener('input', () => email.removeAttribute('aria-invalid'), { signal });
  form.addEventListener(
    'submit',
    (event) => {
      // The browser has checked the address's form already: only a valid one gets here.
      event.preventDefault();
      if (busy) return;
      busy = true;
      button.disabled = true;
      say(form.dataset.sending ?? '');
      void (async () => {
        const proof = await startWork();
        // Each proof is spent once: a send again needs a fresh one.
        work = undefined;
        if (proof === undefined) {
          // No challenge to be had: the browser posts it, and the site's page says the answer.
          form.submit();
          return;
        }
        // The trap's and the proof's field names come with the markup (hooks.ts), so this file
        // fetches nothing more than itself.
        const { trapField = '', proofField = '' } = form.dataset;
        const trap = form.elements.namedItem(trapField);
        const language = form.elements.namedItem('language');
        const status = await deps.post(form.action, {
          email: email.value.trim(),
          language: language instanceof HTMLInputElement ? language.value : '',
          [trapField]: trap instanceof HTMLInputElement ? trap.value : '',
          [proofField]: proof,
        });
        busy = false;
        button.disabled = false;
        const outcome = answerOf(status);
        if (outcome === 'sent') {
          say(form.dataset.sent ?? '');
          // The answer takes the form's place; the focus, which was on the button, follows it.
          form.hidden = true;
          answer.tabIndex = -1;
          answer.focus();
          return;
        }
        // The reader may send again: a fresh proof is solved meanwhile.
        void startWork();
        if (outcome === 'check') {
          say(form.dataset.check ?? '');
          email.setAttribute('aria-invalid', 'true');
          email.focus();
          return;
        }
        say(form.dataset.notSent ?? '');
      })();
    },
    { signal },
  );
}
