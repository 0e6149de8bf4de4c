// A reply's form (features/blog/reply-form.tsx) with JavaScript: sent as JSON with a proof of work
// (solved from the first focus) and its answer said in place, in the words the markup carries.
// What the reader wrote stays in the form until it is taken; a field the API names is marked and
// focused. Without a proof of work (no challenge to be had) the browser posts the form itself and
// lands on the site's page for the answer, as with JavaScript off.
import { answerOf, proveByDefault, sendTimeoutMs } from './send-in-place.ts';

export interface ReplyFormDeps {
  prove: () => Promise<string | undefined>;
  /** Posts the JSON body; the answer's status and the fields it names, or undefined when none came. */
  post: (
    endpoint: string,
    body: Record<string, string>,
  ) => Promise<{ status: number; fields: string[] } | undefined>;
}

async function postJson(endpoint: string, body: Record<string, string>) {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(sendTimeoutMs),
    });
    const answer: unknown = await response.json().catch(() => undefined);
    const named =
      typeof answer === 'object' && answer !== null
        ? (answer as { fields?: unknown }).fields
        : undefined;
    return {
      status: response.status,
      fields: typeof named === 'object' && named !== null ? Object.keys(named) : [],
    };
  } catch {
    return undefined;
  }
}

const defaults: ReplyFormDeps = { prove: proveByDefault, post: postJson };

/** The fields a reader writes in, by their names in the form. */
const written = ['name', 'message', 'site', 'email'] as const;

export function enhanceReplyForm(
  form: HTMLFormElement,
  signal?: AbortSignal,
  deps: ReplyFormDeps = defaults,
): void {
  const doc = form.ownerDocument;
  const button = form.querySelector('button[type="submit"]');
  const answer = doc.getElementById(form.getAttribute('aria-describedby') ?? '');
  if (!(button instanceof HTMLButtonElement) || answer === null) return;
  const value = (name: string): string => {
    const field = form.elements.namedItem(name);
    return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
      ? field.value
      : '';
  };
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
  form.addEventListener(
    'input',
    (event) => {
      if (event.target instanceof Element) event.target.removeAttribute('aria-invalid');
    },
    { signal },
  );
  form.addEventListener(
    'submit',
    (event) => {
      // The browser has checked the fields' own rules already.
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
          form.submit();
          return;
        }
        const { trapField = '', proofField = '' } = form.dataset;
        const result = await deps.post(form.action, {
          post: value('post'),
          language: value('language'),
          ...Object.fromEntries(written.map((name) => [name, value(name).trim()])),
          [trapField]: value(trapField),
          [proofField]: proof,
        });
        busy = false;
        button.disabled = false;
        const outcome = answerOf(result?.status);
        if (outcome === 'sent') {
          say(form.dataset.sent ?? '');
          form.reset();
          // The answer takes the form's place; the focus, which was on the button, follows it.
          form.hidden = true;
          answer.tabIndex = -1;
          answer.focus();
          return;
        }
        void startWork();
        if (outcome === 'check') {
          say(form.dataset.check ?? '');
          const named = written.filter((name) => result?.fields.includes(name));
          for (const name of named) {
            const field = form.elements.namedItem(name);
            if (field instanceof Element) field.setAttribute('aria-invalid', 'true');
          }
          const first = form.elements.namedItem(named[0] ?? 'name');
          if (first instanceof HTMLElement) first.focus();
          return;
        }
        say(form.dataset.notSent ?? '');
      })();
    },
    { signal },
  );
}
