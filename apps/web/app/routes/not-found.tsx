import { Link } from 'react-router';
import { identity } from '@portfolio/content/identity';
import { copy } from '@portfolio/content/copy';
import { Words } from '../components/words.tsx';

// The 404 page is each language's answer to an unknown address, not a page with an address of its own.
export const handle = { noAlternates: true };

export const meta = () => [
  { title: `${copy.notFound.title} | ${identity.fullName}` },
  { name: 'robots', content: 'noindex' },
];

export default function NotFoundRoute() {
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-6 pt-28 text-center">
      <p className="text-gradient font-display text-7xl font-bold sm:text-8xl">404</p>
      <h1 className="mt-4 font-display text-3xl font-semibold">
        <Words of={copy.notFound} name="heading" />
      </h1>
      <p className="mt-4 text-muted">
        <Words of={copy.notFound} name="text" />
      </p>
      <Link
        to="/"
        className="bg-gradient-accent mt-8 inline-flex rounded-full px-6 py-3 font-semibold text-ink-950"
      >
        <Words of={copy.notFound} name="homeLink" />
      </Link>
    </section>
  );
}
