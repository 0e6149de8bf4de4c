// The newsletter's form (features/newsletter/newsletter-form.tsx) with JavaScript: sent in place
// with a proof of work (send-in-place.ts, solved from the first focus, as the contact form's is),
// its answer said in the words the markup carries; nothing typed is lost. Without a proof of work
// (no challenge to be had) the browser posts the form itself, as it does with JavaScript off, and
// lands on the site's page for the answer. Fetched on the first focus inside the form
// (enhance-page.ts).
import { sendByDefault, sendInPlace, type SendDeps } from './send-in-place.ts';

/** Makes one form send in place; its proof of work starts now (the reader has reached into it). */
export function enhanceNewsletterForm(
  form: HTMLFormElement,
  signal?: AbortSignal,
  deps: SendDeps = sendByDefault,
): void {
  const email = form.elements.namedItem('email');
  const button = form.querySelector('button[type="submit"]');
  if (!(email instanceof HTMLInputElement) || !(button instanceof HTMLButtonElement)) return;
  const answer = form.ownerDocument.getElementById(email.getAttribute('aria-describedby') ?? '');
  if (answer === null) return;
  const language = form.elements.namedItem('language');
  sendInPlace(
    form,
    {
      answer,
      button,
      body: () => ({
        email: email.value.trim(),
        language: language instanceof HTMLInputElement ? language.value : '',
      }),
      check: () => {
        email.setAttribute('aria-invalid', 'true');
        email.focus();
      },
    },
    signal,
    deps,
  );
}
