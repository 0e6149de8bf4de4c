// The site server's headers, written for hosts that have no server of ours: a `_headers` file
// (Netlify, Cloudflare Pages) and `vercel.json` (Vercel), from the same source as the site server
// (security-headers.ts), so the three cannot drift. GitHub Pages sets no headers; there the
// policy each page carries as a <meta> applies (app/root.tsx writes it).
import { cacheControl, commonHeaders } from './security-headers.ts';

export interface HeaderRule {
  /** A request path; a trailing `*` matches anything after it. */
  path: string;
  headers: Record<string, string>;
}

/** The URL paths a page file answers at: `about/index.html` → `/base/about` and `/base/about/`. */
export function pageUrlPaths(base: string, file: string): string[] {
  const folder = file.replace(/(^|\/)index\.html$/, '');
  if (folder === '') return base === '/' ? ['/'] : [base.replace(/\/$/, ''), base];
  return [`${base}${folder}`, `${base}${folder}/`];
}

/**
 * Rules in the order hosts apply them: the common headers on everything, a year's caching on the
 * hashed files, and each page's own Content-Security-Policy. No header appears in two rules that
 * match one path, since Netlify and Cloudflare join such values with commas.
 */
export function staticHostRules(
  base: string,
  /** Each page's Content-Security-Policy, by its file under the client build (`about/index.html`). */
  pagePolicies: ReadonlyMap<string, string>,
  /** Each post's Link header naming its Webmention endpoint (webmention-header.ts), by its file. */
  pageLinks: ReadonlyMap<string, string> = new Map(),
): HeaderRule[] {
  const pages = [...pagePolicies]
    .filter(([file]) => file.endsWith('index.html'))
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([file, policy]) =>
      pageUrlPaths(base, file).map((path) => {
        const link = pageLinks.get(file);
        return {
          path,
          headers: {
            'Content-Security-Policy': policy,
            ...(link === undefined ? {} : { Link: link }),
          },
        };
      }),
    );
  return [
    { path: `${base}*`, headers: commonHeaders() },
    { path: `${base}assets/*`, headers: { 'Cache-Control': cacheControl.hashed } },
    ...pages,
  ];
}

/** Netlify's and Cloudflare Pages' `_headers` file. */
export function headersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map(
      ({ path, headers }) =>
        `${path}\n${Object.entries(headers)
          .map(([name, value]) => `  ${name}: ${value}`)
          .join('\n')}\n`,
    )
    .join('\n');
}

/** Vercel's `vercel.json`: `source` patterns are path-to-regexp, where `(.*)` is the wildcard. */
export function vercelJson(rules: readonly HeaderRule[]): string {
  return `${JSON.stringify(
    {
      $schema: 'https://openapi.vercel.sh/vercel.json',
      headers: rules.map(({ path, headers }) => ({
        source: path.replace(/\*$/, '(.*)'),
        headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
      })),
    },
    null,
    2,
  )}\n`;
}

/**
 * Netlify's `_redirects`: each further language's 404 page (`hi/404.html`) for the unknown paths
 * under it, with status 404, as Netlify documents for a site in several languages. Only paths no
 * file answers reach a rule. Cloudflare Pages finds the nearest `404.html` by itself; GitHub Pages
 * and Vercel answer with the top-level one, whose switcher leads to every language's home.
 */
export function notFoundRedirects(base: string, languageFolders: readonly string[]): string {
  return languageFolders
    .map((folder) => `${base}${folder}/*  ${base}${folder}/404.html  404\n`)
    .join('');
}
