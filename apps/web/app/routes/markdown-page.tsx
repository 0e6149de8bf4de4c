// A page of the owner's own, /<slug> from content/pages/<slug>.md (/uses, /now, /talks),
// prerendered like every page. One route per page (routes.ts): an address no page has gets the
// 404 page.
import { data } from 'react-router';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { markdownPages } from '@portfolio/content/schema/site-pages';
import type { Route } from './+types/markdown-page';
import { pageMeta } from '../lib/page-meta.ts';

/**
 * Runs at build time only, so neither the files nor the Markdown parser ship to the browser. The
 * Markdown becomes HTML here, with GitHub's tables, footnotes and task lists; raw HTML in it is
 * shown as text (micromark's default), as in a project's write-up.
 */
export function loader({ request }: Route.LoaderArgs) {
  // The build asks for the page and for its data file (<path>.data): both name the page.
  const pathname = new URL(request.url).pathname.replace(/\.data$/, '').replace(/\/+$/, '');
  const page = markdownPages.find((candidate) => pathname.endsWith(candidate.path));
  // React Router's way to answer 404 from a loader: a thrown response, not an Error.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (page === undefined) throw data(null, { status: 404 });
  return {
    title: page.title,
    description: page.description,
    path: page.path,
    html: micromark(page.body, { extensions: [gfm()], htmlExtensions: [gfmHtml()] }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  // Absent when the loader answered 404.
  const page = loaderData as ReturnType<typeof loader> | undefined;
  if (page === undefined) return [];
  return pageMeta({ title: page.title, description: page.description, path: page.path });
};

export default function MarkdownPageRoute({ loaderData: page }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 pb-8 pt-28 sm:px-6 md:pt-36">
      <h1 className="font-display text-4xl font-bold sm:text-5xl">{page.title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">{page.description}</p>
      <div className="write-up mt-10" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
