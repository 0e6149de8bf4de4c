// What the forms that send in place share (the newsletter's, a reply's): the proof of work they
// solve from the first focus, as the contact form's, and what the API's answer means to a reader.

/** No answer within this long is a failure, as the contact form's (send-contact-query.ts). */
export const sendTimeoutMs = 20_000;

export type SendAnswer = 'sent' | 'check' | 'not-sent';

/** What a status means to the reader: 2xx sent, 400 and 422 a field, anything else not sent. */
export function answerOf(status: number | undefined): SendAnswer {
  if (status === undefined) return 'not-sent';
  if (status >= 200 && status < 300) return 'sent';
  if (status === 400 || status === 422) return 'check';
  return 'not-sent';
}

/** A solved proof of work's field, or undefined when there is none to be had. */
export async function proveByDefault(): Promise<string | undefined> {
  const { proofOfWork } = await import('../lib/proof-of-work.ts');
  return (await proofOfWork())?.field;
}

/** How a form sends: a proof of work to solve, and the JSON post. */
export interface SendDeps {
  /** A solved proof of work's field, or undefined when there is none to be had. */
  prove: () => Promise<string | undefined>;
  /** Posts the JSON body: the answer's status and the fields it names; undefined when none came. */
  post: (
    endpoint: string,
    body: Record<string, string>,
  ) => Promise<{ status: number; fields: string[] } | undefined>;
}

/** Posts `body` as JSON to `endpoint`, within sendTimeoutMs. */
export async function postJson(
  endpoint: string,
  body: Record<string, string>,
): Promise<{ status: number; fields: string[] } | undefined> {
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

export const sendByDefault: SendDeps = { prove: proveByDefault, post: postJson };

/**
 * Makes `form` send in place: on submit (the browser has checked its fields' own rules), its body
 * with the trap's and a fresh proof's fields (their names come with the markup, hooks.ts) is
 * posted, and the answer said in `answer`, in the words the form's data carries (`data-sending`,
 * `data-sent`, `data-check`, `data-not-sent`). Sent: the answer takes the form's place and the
 * focus. To check: `check` marks what the API named, and the reader's words stay. Without a proof
 * to be had the browser posts the form itself. The proof of work starts now.
 */
export function sendInPlace(
  form: HTMLFormElement,
  options: {
    answer: HTMLElement;
    button: HTMLButtonElement;
    body: () => Record<string, string>;
    check: (fields: readonly string[]) => void;
  },
  signal: AbortSignal | undefined,
  deps: SendDeps,
): void {
  const { answer, button } = options;
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
        const { trapField = '', proofField = '' } = form.dataset;
        const trap = form.elements.namedItem(trapField);
        const result = await deps.post(form.action, {
          ...options.body(),
          [trapField]: trap instanceof HTMLInputElement ? trap.value : '',
          [proofField]: proof,
        });
        busy = false;
        button.disabled = false;
        const outcome = answerOf(result?.status);
        if (outcome === 'sent') {
          say(form.dataset.sent ?? '');
          form.reset();
          form.hidden = true;
          answer.tabIndex = -1;
          answer.focus();
          return;
        }
        // The reader may send again: a fresh proof is solved meanwhile.
        void startWork();
        if (outcome === 'check') {
          say(form.dataset.check ?? '');
          options.check(result?.fields ?? []);
          return;
        }
        say(form.dataset.notSent ?? '');
      })();
    },
    { signal },
  );
}
