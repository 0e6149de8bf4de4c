// /search: finds posts, pages of the owner's own and projects by their words, on the static index
// the build writes (scripts/search-index.ts). Without JavaScript it says so and lists every page.
import { Link } from 'react-router';
import { copy } from '@portfolio/content/copy';
import { tagName } from '@portfolio/content-model/tag-names';
import { projects } from '@portfolio/content/projects';
import { fill } from '@portfolio/content-model/fill';
import { projectPath } from '@portfolio/content-model/project-path';
import { markdownPages, posts, sitePages } from '@portfolio/content-model/site-pages';
import type { SitePage } from '@portfolio/content-model/site-pages';
import type { Route } from './+types/search';
import siteSearch from '../features/search/search.island.tsx';
import { Island } from '../islands/island.tsx';
import { pageMeta } from '../lib/page-meta.ts';
import { webAssemblyMarker } from '../lib/search-webassembly.ts';
import { Words } from '../components/words.tsx';

/** A readable page's title, for the list to browse. */
function titleOf(page: SitePage): string {
  switch (page.kind) {
    case 'project':
      return projects.find((project) => projectPath(project) === page.path)?.title ?? page.path;
    case 'markdown-page':
      return markdownPages.find((own) => own.path === page.path)?.title ?? page.path;
    case 'post':
      return posts.find((post) => post.path === page.path)?.title ?? page.path;
    case 'blog':
      return page.navigationTitle ?? copy.blog.title;
    case 'blog-tag':
      return fill(copy.blog.tagTitle, { tag: tagName(page.path.split('/').pop() ?? '') });
    case 'resume':
      return copy.resume.title;
    default:
      return page.navigationTitle ?? page.path;
  }
}

/** Runs at build time only: every page a visitor can read, to browse without the search. */
export function loader() {
  return {
    pages: sitePages
      .filter((page) => page.readable && page.kind !== 'search')
      .map((page) => ({ path: page.path, title: titleOf(page) })),
  };
}

/** Pagefind runs on WebAssembly: this page's policy allows it, and only this page's (root.tsx). */
export const handle = { webAssembly: true };

export const meta = () =>
  pageMeta({ title: copy.search.title, description: copy.search.description, path: '/search' });

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div
      className="mx-auto max-w-3xl px-4 pb-8 pt-28 sm:px-6 md:pt-36"
      // Pagefind runs on WebAssembly: this page's policy allows it, and only this page's.
      {...{ [webAssemblyMarker]: '' }}
    >
      <h1 className="font-display text-4xl font-bold sm:text-5xl">
        <Words of={copy.search} name="heading" />
      </h1>
      <Island of={siteSearch} props={{}} />
      <section aria-labelledby="browse" className="mt-12">
        <h2 id="browse" className="font-display text-2xl font-semibold">
          <Words of={copy.search} name="browseHeading" />
        </h2>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {loaderData.pages.map((page) => (
            <li key={page.path}>
              <Link
                to={page.path}
                className="text-muted underline decoration-line underline-offset-4 hover:text-fg hover:decoration-accent-to"
              >
                {page.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
