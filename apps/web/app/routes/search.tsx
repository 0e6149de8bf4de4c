// /search: finds posts, pages of the owner's own and projects by their words, on the static index
// the build writes (scripts/search-index.ts). Without JavaScript it says so and lists every page.
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { copy } from '@portfolio/content/copy';
import { projects } from '@portfolio/content/projects';
import { fill } from '@portfolio/content/schema/fill';
import { projectPath } from '@portfolio/content/schema/project-path';
import { markdownPages, posts, sitePages } from '@portfolio/content/schema/site-pages';
import type { SitePage } from '@portfolio/content/schema/site-pages';
import type { Route } from './+types/search';
import { excerptParts } from '../features/search/search-excerpt.ts';
import { useSiteSearch } from '../features/search/use-site-search.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { webAssemblyMarker } from '../lib/search-webassembly.ts';

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
      return fill(copy.blog.tagTitle, { tag: page.path.split('/').pop() ?? '' });
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

export const meta = () =>
  pageMeta({ title: copy.search.title, description: copy.search.description, path: '/search' });

function Results({
  query,
  hydrated,
  asked,
}: {
  query: string;
  hydrated: boolean;
  /** How many times the visitor has pressed Search (or Enter): each takes them to the results. */
  asked: number;
}) {
  const state = useSiteSearch(query);
  const firstResult = useRef<HTMLAnchorElement>(null);
  const statusLine = useRef<HTMLParagraphElement>(null);
  const answered = useRef(0);
  // Results come as the visitor types; pressing Search moves the focus to them once they are
  // there, so a keyboard or screen reader user lands on the first result (or on the line saying
  // there is none). Pressed before they have come, it waits for them.
  useEffect(() => {
    if (asked === answered.current || state.status === 'loading' || state.status === 'idle') return;
    answered.current = asked;
    (firstResult.current ?? statusLine.current)?.focus();
  }, [asked, state.status]);
  const status =
    state.status === 'loading'
      ? copy.search.loading
      : state.status === 'failed'
        ? copy.search.failed
        : state.status === 'done'
          ? fill(state.results.length === 0 ? copy.search.noResults : copy.search.results, {
              count: state.results.length,
              query: query.trim(),
            })
          : '';
  return (
    <>
      {/* One cell for two lines: what the page says until React runs (or without JavaScript),
          then the search's status over it. The cell keeps the taller one's height, so nothing
          below moves when React takes over. */}
      <div className="mt-4 grid text-sm text-muted">
        <p className={`[grid-area:1/1] ${hydrated ? 'invisible' : ''}`}>
          {copy.search.needsJavaScript}
        </p>
        <p ref={statusLine} role="status" tabIndex={-1} className="[grid-area:1/1] outline-none">
          {status}
        </p>
      </div>
      {state.status === 'done' && state.results.length > 0 ? (
        <ol className="mt-4 grid gap-4">
          {state.results.map((result, index) => (
            <li key={result.url} className="rounded-2xl border border-line bg-ink-850 p-5">
              <a
                ref={index === 0 ? firstResult : undefined}
                href={result.url}
                className="font-display text-xl font-semibold underline decoration-line underline-offset-4 hover:decoration-accent-to"
              >
                {result.title}
              </a>
              <p className="mt-2 text-sm text-muted">
                {excerptParts(result.excerpt).map((part, index) =>
                  part.marked ? (
                    <mark key={index} className="rounded bg-accent-to/20 px-0.5 text-fg">
                      {part.text}
                    </mark>
                  ) : (
                    part.text
                  ),
                )}
              </p>
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  // What the visitor typed, held here: the address follows it a moment later (a navigation), and
  // a field bound to the address alone would blank in between and lose a key pressed then.
  const [typed, setTyped] = useState<string | null>(null);
  // The prerendered page has no query: the address's is read once React runs, as the first
  // render must match that HTML.
  const query = hydrated ? (typed ?? params.get('q') ?? '') : '';
  const input = useRef<HTMLInputElement>(null);
  const [asked, setAsked] = useState(0);
  // The page is for searching: the field takes the keyboard as soon as it exists.
  useEffect(() => {
    if (hydrated) input.current?.focus();
  }, [hydrated]);

  return (
    <div
      className="mx-auto max-w-3xl px-4 pb-8 pt-28 sm:px-6 md:pt-36"
      // Pagefind runs on WebAssembly: this page's policy allows it, and only this page's.
      {...{ [webAssemblyMarker]: '' }}
    >
      <h1 className="font-display text-4xl font-bold sm:text-5xl">{copy.search.heading}</h1>
      {/* The same form before and after React runs, so nothing moves when it does; it works once
          React runs, and the line under it says so until then. Without JavaScript it is not shown
          at all (docs/decisions/0016-no-dead-control.md). */}
      <form
        role="search"
        className="mt-8 noscript:hidden"
        onSubmit={(event) => {
          event.preventDefault();
          // With the field empty there is nothing to go to, and nothing is kept for later.
          if (query.trim() !== '') setAsked((count) => count + 1);
        }}
      >
        <label htmlFor="site-search" className="block text-sm font-medium text-fg">
          {copy.search.label}
        </label>
        <div className="mt-2 flex gap-2">
          <input
            ref={input}
            id="site-search"
            type="search"
            name="q"
            value={query}
            // Until React runs, nothing would search what is typed, and React would then drop it.
            disabled={!hydrated}
            onChange={(event) => {
              setTyped(event.target.value);
              setParams(event.target.value === '' ? {} : { q: event.target.value }, {
                replace: true,
                preventScrollReset: true,
              });
            }}
            className="min-w-0 flex-1 rounded-2xl border border-line bg-ink-850 px-4 py-3 text-base text-fg placeholder:text-muted focus:border-accent-from focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-from disabled:opacity-60"
          />
          <button
            type="submit"
            disabled={!hydrated}
            className="bg-gradient-accent rounded-2xl px-5 py-3 font-semibold text-ink-950 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-from disabled:opacity-60"
          >
            {copy.search.submit}
          </button>
        </div>
      </form>
      <Results query={query} hydrated={hydrated} asked={asked} />
      <section aria-labelledby="browse" className="mt-12">
        <h2 id="browse" className="font-display text-2xl font-semibold">
          {copy.search.browseHeading}
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
