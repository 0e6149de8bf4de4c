// The small page of its own a mail's "stop" link opens (a newsletter's unsubscribe, a reply's
// answers): a GET never stops anything, since mail scanners follow links; its button POSTs.
import type { ResultSite } from '../queries/form-post.ts';

export function leavePage(
  token: string,
  words: { title: string; text: string; button: string },
): string {
  const escaped = token.replace(/[^\w.-]/g, '');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="robots" content="noindex"><title>${words.title}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>${words.title}</h1><p>${words.text}</p><form method="post" action="?token=${escaped}"><button type="submit" style="font:inherit;padding:.5rem 1rem">${words.button}</button></form></body></html>`;
}

/**
 * The leave page's policy: no script, its own inline styles, and a form whose answer (a redirect
 * to the site's page saying it is done) may go to the site; helmet's `form-action 'self'` would
 * stop the browser at that redirect.
 */
export function leavePagePolicy(site: ResultSite): string {
  const origins = [...new Set([...site.origins, site.fallbackOrigin])].join(' ');
  return `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${origins}; frame-ancestors 'none'; base-uri 'none'`;
}
