// The site's search, run in the browser on the static index Pagefind wrote at build time
// (scripts/search-index.ts). Its script and WebAssembly load on the first search only, from under
// the base path, so a visitor who never searches pays nothing for it.
import { useEffect, useState } from 'react';
import { searchIndexFolder } from '../../lib/search-webassembly.ts';

export interface SearchResult {
  url: string;
  title: string;
  excerpt: string;
}

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; results: SearchResult[] }
  | { status: 'failed' };

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
}

interface Pagefind {
  options: (options: { baseUrl: string }) => Promise<void>;
  debouncedSearch: (
    query: string,
    options?: object,
    wait?: number,
  ) => Promise<{ results: { data: () => Promise<PagefindResultData> }[] } | null>;
}

const isPagefind = (module: unknown): module is Pagefind =>
  typeof module === 'object' &&
  module !== null &&
  'debouncedSearch' in module &&
  typeof module.debouncedSearch === 'function' &&
  'options' in module &&
  typeof module.options === 'function';

/** How many results a search shows. */
export const resultLimit = 10;

let loading: Promise<Pagefind> | undefined;

function loadPagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    const base = __SITE_PATH__;
    // Not a module of the build: the index's own script, written after it (search-index.ts).
    const module: unknown = await import(
      /* @vite-ignore */ `${base}${searchIndexFolder}/pagefind.js`
    );
    if (!isPagefind(module)) throw new Error('pagefind.js is not Pagefind');
    await module.options({ baseUrl: base });
    return module;
  })();
  // A failed load (offline for a moment) is tried again on the next search.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** The results for `query`: idle while it is empty, loading until its own answer arrives. */
export function useSiteSearch(query: string): SearchState {
  const wanted = query.trim();
  const [answer, setAnswer] = useState<{ query: string; state: SearchState } | null>(null);
  useEffect(() => {
    if (wanted === '') return;
    // Cleared when the query changes or the page goes: a late answer is then dropped.
    let live = true;
    const stale = (): boolean => !live;
    loadPagefind()
      .then(async (pagefind) => {
        const search = await pagefind.debouncedSearch(wanted, {}, 150);
        // null: a newer search replaced this one.
        if (search === null || stale()) return;
        const data = await Promise.all(
          search.results.slice(0, resultLimit).map((result) => result.data()),
        );
        if (stale()) return;
        setAnswer({
          query: wanted,
          state: {
            status: 'done',
            results: data.map((item) => ({
              url: item.url,
              title: item.meta.title ?? item.url,
              excerpt: item.excerpt,
            })),
          },
        });
      })
      .catch(() => {
        if (!stale()) setAnswer({ query: wanted, state: { status: 'failed' } });
      });
    return () => {
      live = false;
    };
  }, [wanted]);
  if (wanted === '') return { status: 'idle' };
  return answer?.query === wanted ? answer.state : { status: 'loading' };
}
