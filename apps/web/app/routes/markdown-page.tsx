// A page of the owner's own, /<slug> from content/pages/<slug>.md (/uses, /now, /talks),
// prerendered like every page. One route per page (routes.ts): an address no page has gets the
// 404 page.
import { data } from 'react-router';
import { markdownPages } from '@portfolio/content-model/site-pages';
import type { Route } from './+types/markdown-page';
import { MarkdownBlocks } from '../components/markdown-blocks.tsx';
import { pageMeta } from '../lib/page-meta.ts';
import { textLanguage } from '../lib/page-language.ts';
import { renderLongRead } from '../lib/render-markdown.server.ts';
import { longReadLayout } from '../components/long-read-layout.ts';
import { TableOfContentsAbove, TableOfContentsBeside } from '../components/table-of-contents.tsx';

/**
 * Runs at build time only, so neither the files nor the Markdown parser ship to the browser: the
 * Markdown becomes HTML here, as a post's does (lib/render-markdown.server.ts).
 */
export async function loader({ request }: Route.LoaderArgs) {
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
    language: textLanguage(page.untranslated, __SITE_LANGUAGES__),
    ...(await renderLongRead(page.body, page.toc)),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  // Absent when the loader answered 404.
  const page = loaderData as Awaited<ReturnType<typeof loader>> | undefined;
  if (page === undefined) return [];
  return pageMeta({ title: page.title, description: page.description, path: page.path });
};

export default function MarkdownPageRoute({ loaderData: page }: Route.ComponentProps) {
  return (
    <div className={longReadLayout(page.outline.length > 0)}>
      <article data-pagefind-body className="min-w-0">
        <h1 className="font-display text-4xl font-bold sm:text-5xl" {...page.language}>
          {page.title}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-muted" {...page.language}>
          {page.description}
        </p>
        {page.outline.length > 0 ? <TableOfContentsAbove outline={page.outline} /> : null}
        <MarkdownBlocks blocks={page.blocks} className="mt-10" {...page.language} />
      </article>
      {page.outline.length > 0 ? <TableOfContentsBeside outline={page.outline} /> : null}
    </div>
  );
}
