// The form under each post to reply to it (issue 57), when the build has this project's API. It is
// plain HTML: without JavaScript the browser posts it to the API, which answers with a redirect to
// the site's page for the outcome (routes/reply-result.tsx); with it, behaviours/reply-form.ts
// sends it and says the answer in place, in the words this markup carries. A reply is held for the
// author; an e-mail, if given, hears of an answer once and is never shown.
// docs/decisions/0042-readers-replies.md
import { useId } from 'react';
import { replyLimits } from '@portfolio/contract/replies';
import { copy } from '@portfolio/content/copy';
import { HoneypotField } from '../../components/honeypot-field.tsx';
import { Words } from '../../components/words.tsx';
import { replyFormHook } from '../../behaviours/hooks.ts';

const words = copy.replies;
const { form: labels, results } = words;

const fieldClass =
  'mt-2 block w-full rounded-xl border border-line bg-ink-900 px-4 py-3 text-fg transition-colors focus:border-accent-to focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-to/40 aria-invalid:border-caution';

export function ReplyForm({
  endpoint = __REPLIES_ENDPOINT__,
  post,
  className = '',
}: {
  endpoint?: string;
  /** The post's path on the site, its language's included. */
  post: string;
  className?: string;
}) {
  const id = useId();
  if (endpoint === '') return null;
  const optional = (
    <span className="font-normal text-muted">
      {' '}
      (<Words of={labels} name="optional" />)
    </span>
  );
  return (
    // Not part of a post's words in the search index (data-pagefind-ignore).
    <section
      data-pagefind-ignore="all"
      aria-labelledby={`${id}-heading`}
      className={`rounded-3xl border border-line bg-ink-850/80 p-6 sm:p-8 ${className}`}
    >
      <h2 id={`${id}-heading`} className="font-display text-2xl font-semibold">
        <Words of={labels} name="heading" />
      </h2>
      <p className="mt-2 text-muted">
        <Words of={labels} name="text" />
      </p>
      <form
        method="post"
        action={endpoint}
        aria-labelledby={`${id}-heading`}
        aria-describedby={`${id}-answer`}
        className="mt-5 grid gap-4 sm:grid-cols-2"
        {...replyFormHook({
          sending: labels.sending,
          sent: `${results.sent.heading}. ${results.sent.text}`,
          check: `${results.check.heading} ${results.check.text}`,
          notSent: `${results.notSent.heading}. ${results.notSent.text}`,
        })}
      >
        <input type="hidden" name="post" value={post} />
        {/* The page's language: the answer's page is in it. */}
        <input type="hidden" name="language" value={copy.language} />
        <div>
          <label htmlFor={`${id}-name`} className="text-sm font-semibold text-fg">
            <Words of={labels} name="name" />
          </label>
          <input
            id={`${id}-name`}
            name="name"
            type="text"
            required
            autoComplete="name"
            maxLength={replyLimits.name}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-site`} className="text-sm font-semibold text-fg">
            <Words of={labels} name="site" />
            {optional}
          </label>
          <input
            id={`${id}-site`}
            name="site"
            type="url"
            autoComplete="url"
            inputMode="url"
            placeholder="https://"
            maxLength={replyLimits.site}
            className={fieldClass}
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-message`} className="text-sm font-semibold text-fg">
            <Words of={labels} name="message" />
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            required
            rows={5}
            maxLength={replyLimits.message}
            className={fieldClass}
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-email`} className="text-sm font-semibold text-fg">
            <Words of={labels} name="email" />
            {optional}
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={replyLimits.email}
            aria-describedby={`${id}-email-hint`}
            className={fieldClass}
          />
          <p id={`${id}-email-hint`} className="mt-2 text-sm text-muted">
            <Words of={labels} name="emailHint" />
          </p>
        </div>
        <HoneypotField idPrefix={id} />
        <div className="sm:col-span-2">
          <button
            type="submit"
            className="bg-gradient-accent inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold text-ink-950 disabled:opacity-70"
          >
            <Words of={labels} name="submit" />
          </button>
        </div>
      </form>
      {/* Where the script says the answer; empty (and silent) without it. */}
      <p id={`${id}-answer`} role="status" className="mt-3 text-muted empty:hidden" />
    </section>
  );
}
