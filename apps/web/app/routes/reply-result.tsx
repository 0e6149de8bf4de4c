// The pages a reply's answers land on (packages/contract/src/replies.ts): where the API sends a
// reader whose browser posted the reply form itself, and who stopped the mails about answers. Each
// is prerendered; the address names the outcome, never what the reader wrote.
// docs/decisions/0042-readers-replies.md
import { Link, useLocation } from 'react-router';
import { replyResultPaths } from '@portfolio/contract/replies';
import { copy } from '@portfolio/content/copy';
import { identity } from '@portfolio/content/identity';
import { Words } from '../components/words.tsx';

const results = copy.replies.results;

export const meta = () => [
  { title: `${results.title} | ${identity.fullName}` },
  { name: 'robots', content: 'noindex' },
];

function wordsFor(path: string): { heading: string; text: string } {
  switch (path) {
    case replyResultPaths.sent:
      return results.sent;
    case replyResultPaths.check:
      return results.check;
    case replyResultPaths.stopped:
      return results.stopped;
    default:
      return results.notSent;
  }
}

export default function ReplyResultRoute() {
  const path = useLocation().pathname.replace(/^\/+|\/+$/g, '');
  const { heading, text } = wordsFor(path);
  // After a form the browser posted, Back returns to the reply as it was typed.
  const formPosted = path === replyResultPaths.check || path === replyResultPaths.notSent;
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
          <Words of={results} name="backToPost" />
        </Link>
      </div>
    </section>
  );
}
