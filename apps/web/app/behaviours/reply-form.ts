// A reply's form (features/blog/reply-form.tsx) with JavaScript: sent in place with a proof of work
// (send-in-place.ts, solved from the first focus), its answer said in the words the markup
// carries. A field the API names is marked and focused, what the reader wrote kept. Fetched on the
// first focus inside the form (enhance-page.ts).
import { sendByDefault, sendInPlace, type SendDeps } from './send-in-place.ts';

/** The fields a reader writes in, by their names in the form. */
const written = ['name', 'message', 'site', 'email'] as const;

export function enhanceReplyForm(
  form: HTMLFormElement,
  signal?: AbortSignal,
  deps: SendDeps = sendByDefault,
): void {
  const button = form.querySelector('button[type="submit"]');
  const answer = form.ownerDocument.getElementById(form.getAttribute('aria-describedby') ?? '');
  if (!(button instanceof HTMLButtonElement) || answer === null) return;
  const value = (name: string): string => {
    const field = form.elements.namedItem(name);
    return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
      ? field.value
      : '';
  };
  sendInPlace(
    form,
    {
      answer,
      button,
      body: () => ({
        post: value('post'),
        language: value('language'),
        ...Object.fromEntries(written.map((name) => [name, value(name).trim()])),
      }),
      check: (fields) => {
        const named = written.filter((name) => fields.includes(name));
        for (const name of named) {
          const field = form.elements.namedItem(name);
          if (field instanceof Element) field.setAttribute('aria-invalid', 'true');
        }
        const first = form.elements.namedItem(named[0] ?? 'name');
        if (first instanceof HTMLElement) first.focus();
      },
    },
    signal,
    deps,
  );
}
