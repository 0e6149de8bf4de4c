// The form to follow the posts by e-mail (issue 56), at the end of each post and on the blog's
// list, when the build has one (NEWSLETTER, __NEWSLETTER_ENDPOINT__). It is plain HTML: without
// JavaScript the browser posts it to the API, which answers with a redirect to the site's page for
// the outcome (routes/newsletter-result.tsx); with it, behaviours/newsletter-form.ts sends it and
// says the answer in place, in the words this markup carries. No framework on the page for it.
// docs/decisions/0040-followers-by-e-mail.md
import { useId } from 'react';
import { HiEnvelope } from 'react-icons/hi2';
import { newsletterEmailMax } from '@portfolio/contract/newsletter';
import { copy } from '@portfolio/content/copy';
import { fill } from '@portfolio/content-model/fill';
import { HoneypotField } from '../../components/honeypot-field.tsx';
import { Words } from '../../components/words.tsx';
import { newsletterFormHook } from '../../behaviours/hooks.ts';

const words = copy.newsletter;
const { results } = words;

export function NewsletterForm({
  endpoint = __NEWSLETTER_ENDPOINT__,
  className = '',
}: {
  endpoint?: string;
  className?: string;
}) {
  const id = useId();
  if (endpoint === '') return null;
  return (
    // Not part of a post's words in the search index (data-pagefind-ignore).
    <section
      data-pagefind-ignore="all"
      aria-labelledby={`${id}-heading`}
      className={`rounded-3xl border border-line bg-ink-850/80 p-6 sm:p-8 ${className}`}
    >
      <h2 id={`${id}-heading`} className="font-display text-2xl font-semibold">
        <Words of={words} name="heading" />
      </h2>
      <p className="mt-2 text-muted">
        <Words of={words} name="text" />
      </p>
      <form
        method="post"
        action={endpoint}
        className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end"
        {...newsletterFormHook({
          sending: words.sending,
          sent: `${results.sent.heading}. ${results.sent.text}`,
          check: fill(results.check.text, { max: newsletterEmailMax }),
          notSent: `${results.notSent.heading}. ${results.notSent.text}`,
        })}
      >
        <div className="grow">
          <label htmlFor={`${id}-email`} className="text-sm font-semibold text-fg">
            <Words of={words} name="email" />
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            maxLength={newsletterEmailMax}
            aria-describedby={`${id}-answer`}
            className="mt-2 block w-full rounded-xl border border-line bg-ink-900 px-4 py-3 text-fg transition-colors focus:border-accent-to focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-to/40 aria-invalid:border-caution"
          />
        </div>
        {/* The page's language: the mails are written in it, and the answer's page is in it. */}
        <input type="hidden" name="language" value={copy.language} />
        <HoneypotField idPrefix={id} />
        <button
          type="submit"
          className="bg-gradient-accent inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold text-ink-950 disabled:opacity-70"
        >
          <HiEnvelope aria-hidden="true" className="size-4" />
          <Words of={words} name="submit" />
        </button>
      </form>
      {/* Where the script says the answer; empty (and silent) without it. */}
      <p id={`${id}-answer`} role="status" className="mt-3 text-muted empty:hidden" />
    </section>
  );
}
