/**
 * Where the search index lives under the site's root (scripts/search-index.ts writes it): Pagefind's
 * script and the worker that runs its WebAssembly, whose own policy must allow compiling it.
 */
export const searchIndexFolder = 'pagefind';

/**
 * The attribute a page carries in its prerendered HTML when it runs WebAssembly (the search page,
 * for Pagefind): only such a page's Content-Security-Policy allows compiling it
 * (server/security-headers.ts), so every other page keeps the stricter policy.
 */
export const webAssemblyMarker = 'data-runs-webassembly';
