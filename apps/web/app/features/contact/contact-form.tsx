import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { SubmitEvent } from 'react';
import ArrowUturnLeftIcon from '@heroicons/react/24/solid/ArrowUturnLeftIcon';
import PaperAirplaneIcon from '@heroicons/react/24/solid/PaperAirplaneIcon';
import { contactQueryLimits, honeypotField } from '@portfolio/contract/contact-query-limits';
import { wakeIsland } from '../../islands/wake-island.ts';
import { goTo } from '../../lib/go-to.ts';
import { notify, notifyOnNextPage } from '../../lib/notify.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { clearDraft, hasDraft, loadDraft, saveDraft, subscribeDraft } from './contact-draft.ts';
import type { ContactDraft } from './contact-draft.ts';
import { FormField } from './form-field.tsx';
import { PleaseWait } from './please-wait.tsx';
import { proofOfWork } from '../../lib/proof-of-work.ts';
import { isComplete, sendContactQuery } from './send-contact-query.ts';
import { copy } from '@portfolio/content/copy';
import { Words } from '../../components/words.tsx';

const empty: ContactDraft = { name: '', email: '', message: '' };

const contactMessages = copy.contact.toasts;
const labels = copy.contact.form;

export function ContactForm() {
  const [fields, setFields] = useState<ContactDraft>(empty);
  const [honeypot, setHoneypot] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const restoreButton = useRef<HTMLButtonElement>(null);
  const [justFailed, setJustFailed] = useState(false);
  const canRestore = useSyncExternalStore(subscribeDraft, hasDraft, () => false);
  const id = useId();
  const hydrated = useHydrated();
  // Started when the visitor first reaches into the form, solved while they type, spent by a send.
  const work = useRef<ReturnType<typeof proofOfWork> | undefined>(undefined);
  const startedAt = useRef<number | undefined>(undefined);
  const restored = useRef(false);

  const form = useRef<HTMLFormElement>(null);

  const startWork = useCallback((): void => {
    startedAt.current ??= performance.now();
    work.current ??= proofOfWork();
  }, []);

  // The first focus anywhere in the form (a field, the restore button) starts the work. The form
  // is a new element after Please Wait, so the listener follows it.
  useEffect(() => {
    const element = form.current;
    if (element === null) return undefined;
    element.addEventListener('focusin', startWork);
    return () => element.removeEventListener('focusin', startWork);
  }, [submitting, startWork]);

  /** A solution good for a while yet; a stale one (a long-open page) is replaced first. */
  const freshWork = async () => {
    startWork();
    const solved = await work.current;
    if (solved !== undefined && solved.expiresAt - Date.now() > 30_000) return solved.field;
    work.current = proofOfWork();
    return (await work.current)?.field;
  };

  // What a visitor typed before the form woke is theirs: it becomes the form's state.
  useLayoutEffect(() => {
    const element = form.current;
    if (element === null) return;
    const typed = (name: keyof ContactDraft): string => {
      const field = element.elements.namedItem(name);
      return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
        ? field.value
        : '';
    };
    const early = { name: typed('name'), email: typed('email'), message: typed('message') };
    if (early.name !== '' || early.email !== '' || early.message !== '') {
      startWork();
      setFields(early);
    }
  }, [startWork]);

  // The form speaks in toasts (a missing field, a failure): their region wakes with it, so that
  // none waits for the toast library when it is needed.
  useEffect(() => {
    void wakeIsland('toaster');
  }, []);

  // Back from Home, a page the browser kept whole would still show the loader it left with.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent): void => {
      if (!event.persisted) return;
      inFlight.current = false;
      setSubmitting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  // After a failure, put the keyboard where the way back to the message is.
  useEffect(() => {
    if (justFailed) restoreButton.current?.focus();
  }, [justFailed]);

  const update = (field: keyof ContactDraft) => (value: string) =>
    setFields((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    // A double click must not send twice: state updates are too slow to stop the second event.
    if (inFlight.current) return;
    if (!isComplete(fields)) {
      void notify.warning(contactMessages.required);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setJustFailed(false);
    saveDraft(fields);
    try {
      const solution = await freshWork();
      // Each solution is good once, whatever the answer: the next send gets a new one.
      work.current = undefined;
      await sendContactQuery(
        fields,
        honeypot,
        { language: copy.language },
        {
          ...(solution === undefined ? {} : { proofOfWork: solution }),
          // A restored draft was typed on another visit: this one's time says nothing.
          ...(restored.current || startedAt.current === undefined
            ? {}
            : { fillTimeMs: performance.now() - startedAt.current }),
        },
      );
      clearDraft();
      setFields(empty);
      startedAt.current = undefined;
      restored.current = false;
      // Home shows the success: the toast waits in this tab's storage for the next page.
      notifyOnNextPage('success', contactMessages.success, window.sessionStorage);
      // The loader stays until Home replaces this page.
      goTo(__SITE_PATH__);
    } catch (error) {
      console.error(error);
      void notify.error(contactMessages.failure);
      setFields(empty);
      setJustFailed(true);
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const restore = (): void => {
    const draft = loadDraft();
    if (draft) setFields(draft);
    restored.current = true;
    setJustFailed(false);
  };

  if (submitting) return <PleaseWait />;

  return (
    // Without JavaScript (or before it has loaded) the browser posts the form itself to the same
    // endpoint, urlencoded, and the API answers with a redirect to the site's result page
    // (apps/web/app/routes/contact-result.tsx); nothing typed goes into a URL.
    <form
      method="post"
      action={__CONTACT_ENDPOINT__}
      ref={form}
      onSubmit={(event) => void onSubmit(event)}
      className="mx-auto mt-12 max-w-2xl rounded-3xl border border-line bg-ink-850/80 p-6 shadow-2xl shadow-glow backdrop-blur sm:p-10"
    >
      {canRestore ? (
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-caution/30 bg-caution/10 px-4 py-3 text-sm text-caution-fg">
          <p>{labels.draftSaved}</p>
          <button
            ref={restoreButton}
            type="button"
            onClick={restore}
            className="inline-flex items-center gap-2 rounded-full bg-caution-strong px-4 py-2 font-semibold text-ink-950"
          >
            <ArrowUturnLeftIcon aria-hidden="true" className="size-4" />
            <Words of={labels} name="restoreDraft" />
          </button>
        </div>
      ) : null}

      <div className="grid gap-6">
        <FormField
          label={labels.name}
          name="name"
          autoComplete="name"
          maxLength={contactQueryLimits.name}
          value={fields.name}
          required={!hydrated}
          onChange={update('name')}
        />
        <FormField
          label={labels.email}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={contactQueryLimits.email}
          value={fields.email}
          required={!hydrated}
          onChange={update('email')}
        />
        <FormField
          label={labels.message}
          name="message"
          rows={6}
          maxLength={contactQueryLimits.message}
          value={fields.message}
          required={!hydrated}
          onChange={update('message')}
        />
        {/* The page's language, for the inbox and the auto-reply, and for the API's redirect to
            this language's result page when the browser posts the form itself. */}
        <input type="hidden" name="language" value={copy.language} />
        {/* Invisible to people and assistive technology; only bots fill it in. */}
        <div aria-hidden="true" className="absolute -start-[9999px] size-px overflow-hidden">
          <label htmlFor={`${id}-${honeypotField}`}>{labels.honeypot}</label>
          <input
            id={`${id}-${honeypotField}`}
            name={honeypotField}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => setHoneypot(event.target.value)}
          />
        </div>
      </div>

      <button
        type="submit"
        className="bg-gradient-accent mt-8 inline-flex w-full items-center justify-center gap-2 rounded-full px-6 py-3.5 font-semibold text-ink-950 shadow-lg shadow-violet-500/20 transition-transform hover:-translate-y-0.5 sm:w-auto"
      >
        <Words of={labels} name="send" />
        <PaperAirplaneIcon aria-hidden="true" className="size-4" />
      </button>
    </form>
  );
}
