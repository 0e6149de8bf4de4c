import { useEffect, useRef, useState } from 'react';
import { copy } from '@portfolio/content/copy';
import { fill } from '@portfolio/content-model/fill';
import { excerptParts } from './search-excerpt.ts';
import { useSiteSearch } from './use-site-search.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Words } from '../../components/words.tsx';

/** The address's `?q=`, so a search can be linked, reloaded and gone back to. */
function queryInAddress(): string {
  return new URLSearchParams(window.location.search).get('q') ?? '';
}

/** Keeps the address's `?q=` in step with the field, without a new history entry per key. */
function putQueryInAddress(query: string): void {
  const url = new URL(window.location.href);
  if (query === '') url.searchParams.delete('q');
  else url.searchParams.set('q', query);
  window.history.replaceState(window.history.state, '', url);
}

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
          <Words of={copy.search} name="needsJavaScript" />
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

/**
 * The search page's island (routes/search.tsx): results as the visitor types, on the index the build
 * wrote (Pagefind), and a button that takes them to the results. Its query lives in the address.
 */
export function SiteSearch() {
  const hydrated = useHydrated();
  const [typed, setTyped] = useState<string | null>(null);
  const query = hydrated ? (typed ?? queryInAddress()) : '';
  const input = useRef<HTMLInputElement>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (hydrated) input.current?.focus();
  }, [hydrated]);

  return (
    <>
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
          <Words of={copy.search} name="label" />
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
              putQueryInAddress(event.target.value);
            }}
            className="min-w-0 flex-1 rounded-2xl border border-line bg-ink-850 px-4 py-3 text-base text-fg placeholder:text-muted focus:border-accent-from focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-from disabled:opacity-60"
          />
          <button
            type="submit"
            disabled={!hydrated}
            className="bg-gradient-accent rounded-2xl px-5 py-3 font-semibold text-ink-950 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-from disabled:opacity-60"
          >
            <Words of={copy.search} name="submit" />
          </button>
        </div>
      </form>
      <Results query={query} hydrated={hydrated} asked={asked} />
    </>
  );
}
