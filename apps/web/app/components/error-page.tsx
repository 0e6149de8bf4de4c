import { isRouteErrorResponse } from 'react-router';
import { copy } from '@portfolio/content/copy';
import { Words } from './words.tsx';

/** What a page that failed shows instead: what happened, and a way to its language's home. */
export function ErrorPage({
  error,
  home = __SITE_PATH__,
}: {
  error: unknown;
  /** Its language's home: "/", "/portfolio/pt-br/" (vite.config.ts). */
  home?: string;
}) {
  const title = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : copy.error.heading;
  return (
    <main className="mx-auto max-w-xl px-6 py-32 text-center">
      <h1 className="font-display text-4xl font-bold">{title}</h1>
      <p className="mt-4 text-muted">
        <Words of={copy.error} name="text" />
      </p>
      {/* A plain link, not the router's: after an error a whole new page is the surer way home. */}
      <a href={home} className="mt-8 inline-block underline underline-offset-4">
        <Words of={copy.error} name="homeLink" />
      </a>
    </main>
  );
}
