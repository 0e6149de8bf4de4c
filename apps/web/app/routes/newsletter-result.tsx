// The pages the newsletter's answers land on (packages/contract/src/newsletter.ts): where the API
// sends a reader whose browser posted the form itself, and whose confirmation or unsubscribe link
// it followed. Each is prerendered; the address names the outcome, never the reader's address.
import { Link, useLocation } from 'react-router';
import { newsletterEmailMax, newsletterResultPaths } from '@portfolio/contract/newsletter';
import { copy } from '@portfolio/content/copy';
import { identity } from '@portfolio/content/identity';
import { fill } from '@portfolio/content-model/fill';
import { Words } from '../components/words.tsx';

const results = copy.newsletter.results;

export const meta = () => [
  { title: `${results.title} | ${identity.fullName}` },
  { name: 'robots', content: 'noindex' },
];

/** The words for a result page's path; the check page's text says the longest address taken. */
function wordsFor(path: string): { heading: string; text: string } {
  switch (path) {
    case newsletterResultPaths.sent:
      return results.sent;
    case newsletterResultPaths.check:
      return {
        heading: results.check.heading,
        text: fill(results.check.text, { max: newsletterEmailMax }),
      };
    case newsletterResultPaths.confirmed:
      return results.confirmed;
    case newsletterResultPaths.expired:
      return results.expired;
    case newsletterResultPaths.left:
      return results.left;
    default:
      return results.notSent;
  }
}

export default function NewsletterResultRoute() {
  const path = useLocation().pathname.replace(/^\/+|\/+$/g, '');
  const { heading, text } = wordsFor(path);
  // After a form the browser posted, Back returns to the address as it was typed.
  const formPosted = path === newsletterResultPaths.check || path === newsletterResultPaths.notSent;
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-6 pt-28 text-center">
      <h1 className="font-display text-3xl font-semibold">{heading}</h1>
      <p className="mt-4 text-muted">{text}</p>
      {formPosted ? (
        <p className="mt-4 text-muted">
          <Words of={copy.contact.results} name="backHint" />
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/blog"
          className="bg-gradient-accent inline-flex rounded-full px-6 py-3 font-semibold text-ink-950"
        >
          <Words of={results} name="backToBlog" />
        </Link>
      </div>
    </section>
  );
}
