// The page a form's answer lands on when the browser posted it itself (the newsletter's, a
// reply's): what happened, the hint that Back returns to the words as typed when there is
// something to do again, and the way back to the blog.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { copy } from '@portfolio/content/copy';
import { Words } from './words.tsx';

export function FormResultPage({
  heading,
  text,
  formPosted,
  back,
}: {
  heading: string;
  text: string;
  /** The reader may go Back to the form, their words still in it. */
  formPosted: boolean;
  /** The link's words: back to the blog. */
  back: ReactNode;
}) {
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
          {back}
        </Link>
      </div>
    </section>
  );
}
