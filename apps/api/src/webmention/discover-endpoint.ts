// Where a page takes Webmentions, found as the W3C Recommendation says (section 3.1.2): the
// first HTTP Link header with rel="webmention", else the first <link> or <a> element in the
// document whose rel holds "webmention" and which has an href, an empty href being the page
// itself; relative addresses resolved against the page's address after its redirects, query
// strings kept. The page is fetched through safe-fetch.ts.
import { attributeOf, elementsOf } from './html-elements.ts';
import { safeFetch } from './safe-fetch.ts';
import type { SafeFetchOptions } from './safe-fetch.ts';

const hasWebmentionRel = (rel: string): boolean =>
  rel
    .toLowerCase()
    .split(/\s+/)
    .some((value) => value === 'webmention');

/** Splits a Link header's value at the commas between links (not those inside <…> or quotes). */
function linkValues(header: string): string[] {
  const values: string[] = [];
  let current = '';
  let inUrl = false;
  let inQuotes = false;
  for (const character of header) {
    if (character === '<' && !inQuotes) inUrl = true;
    else if (character === '>' && !inQuotes) inUrl = false;
    else if (character === '"' && !inUrl) inQuotes = !inQuotes;
    if (character === ',' && !inUrl && !inQuotes) {
      values.push(current);
      current = '';
    } else current += character;
  }
  values.push(current);
  return values;
}

/** The first Link header's target with rel webmention, as written. */
export function endpointInLinkHeader(header: string | null): string | undefined {
  if (header === null) return undefined;
  for (const value of linkValues(header)) {
    const target = /^\s*<([^>]*)>/.exec(value);
    if (target === null) continue;
    for (const parameter of value.slice(target[0].length).split(';')) {
      const match = /^\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]*))\s*$/i.exec(parameter);
      if (match !== null && hasWebmentionRel(match[1] ?? match[2] ?? '')) return target[1] ?? '';
    }
  }
  return undefined;
}

/** The first <link> or <a> in document order with rel webmention and an href, as written. */
export function endpointInHtml(html: string): string | undefined {
  for (const element of elementsOf(html)) {
    if (element.tagName !== 'link' && element.tagName !== 'a') continue;
    const rel = attributeOf(element, 'rel');
    const href = attributeOf(element, 'href');
    if (rel !== undefined && href !== undefined && hasWebmentionRel(rel)) return href;
  }
  return undefined;
}

/** The endpoint of `target`, or undefined when it advertises none. */
export async function discoverEndpoint(
  target: string,
  options: SafeFetchOptions,
): Promise<string | undefined> {
  const page = await safeFetch(target, { ...options, method: 'GET', accept: 'text/html' });
  if (page.status < 200 || page.status >= 300) return undefined;
  const found =
    endpointInLinkHeader(page.headers.get('link')) ??
    (/^\s*(text\/html|application\/xhtml\+xml)/i.test(page.headers.get('content-type') ?? '')
      ? endpointInHtml(page.body)
      : undefined);
  return found === undefined ? undefined : new URL(found, page.url).href;
}
