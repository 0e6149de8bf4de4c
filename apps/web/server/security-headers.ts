// The site's security policy, in one place: the site server sends it as headers, and the build
// writes the Content-Security-Policy into every page as a <meta> for hosts that cannot set headers
// (docs/decisions/0002-content-security-policy.md).
import { webAssemblyMarker } from '../app/lib/search-webassembly.ts';
import type { VisitCounter } from '../app/lib/visit-counter.ts';

export interface PolicyOptions {
  /** Where the form posts, the only other server pages may call: its address (the contact endpoint) or origin. */
  apiOrigin: string;
  /** Hash sources of the page's inline scripts (server/inline-script-hashes.ts); none for other files. */
  scriptHashes?: readonly string[];
  /** The page runs WebAssembly (needsWebAssembly): it may compile it, never evaluate JavaScript. */
  webAssembly?: boolean;
  /** The owner's visit counter (VISITS): a hosted one's origins are allowed, and only those. */
  counter?: VisitCounter;
}

/** Whether a page's HTML carries the marker of a page that runs WebAssembly, on an element. */
export function needsWebAssembly(html: string): boolean {
  return new RegExp(`<[a-z][^<>]*\\s${webAssemblyMarker}[\\s=/>]`).test(html);
}

/**
 * The Content-Security-Policy. As a `meta` it leaves out `frame-ancestors`, which browsers ignore
 * there (with a console error); the `X-Frame-Options` header covers framing where headers exist.
 */
export function contentSecurityPolicy(
  { apiOrigin, scriptHashes = [], webAssembly = false, counter }: PolicyOptions,
  delivery: 'header' | 'meta' = 'header',
): string {
  const hosted =
    counter?.kind === 'hosted' ? counter.origins : { script: [], connect: [], img: [] };
  const sources = (...list: string[]) => [...new Set(list)].join(' ');
  return [
    "default-src 'self'",
    // Inline scripts only by hash: the ones the build emitted, never an injected one. The search
    // page may compile WebAssembly (Pagefind runs on it), never evaluate JavaScript.
    [
      "script-src 'self'",
      ...hosted.script,
      ...(webAssembly ? ["'wasm-unsafe-eval'"] : []),
      ...scriptHashes,
    ].join(' '),
    // Inline style attributes only (per-card animation delays, toast positioning); never inline script.
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', ...hosted.img].join(' '),
    "font-src 'self'",
    // The click sounds play from the copies fetched through the HTTP cache (behaviours/click-sounds.ts).
    "media-src 'self' blob:",
    // The endpoint's address carries a path; a CSP source names its origin. The first-party
    // visit counter reports to the same API.
    `connect-src ${sources("'self'", new URL(apiOrigin).origin, ...hosted.connect)}`,
    "object-src 'none'",
    "base-uri 'self'",
    // Without JavaScript the browser posts the contact form itself to the endpoint.
    `form-action 'self' ${new URL(apiOrigin).origin}`,
    ...(delivery === 'header' ? ["frame-ancestors 'none'"] : []),
  ].join('; ');
}

/** How long a response may be cached: hashed build files for a year, everything else revalidated. */
export const cacheControl = {
  hashed: 'public, max-age=31536000, immutable',
  other: 'no-cache',
} as const;

/**
 * Headers on every response, whatever serves it (the site server, or a static host's `_headers` or
 * `vercel.json`, server/static-host-headers.ts), apart from the per-page Content-Security-Policy.
 * HSTS is ignored by browsers over plain http (localhost), and has no includeSubDomains: the
 * owner's other subdomains are not this site's to decide.
 */
export function commonHeaders(): Record<string, string> {
  return {
    'Strict-Transport-Security': 'max-age=31536000',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}

/** Headers on every response of the site server: the common ones and a policy for files that are not pages. */
export function securityHeaders(options: PolicyOptions): Record<string, string> {
  return { 'Content-Security-Policy': contentSecurityPolicy(options), ...commonHeaders() };
}
