// The HTTP Link header that names a page's Webmention endpoint, read from the <link
// rel="webmention"> the page carries (app/lib/webmention-link.ts): the site server and the
// static hosts' header files send it beside the tag, as the Recommendation's discovery reads the
// header first. Only a post carries the tag, so only a post gets the header.
const tag = /<link\b[^>]*\brel="webmention"[^>]*>/i;

export function webmentionLinkHeader(html: string): string | undefined {
  const found = tag.exec(html)?.[0];
  const href = (found === undefined ? undefined : /\bhref="([^"]*)"/i.exec(found)?.[1])?.replaceAll(
    '&amp;',
    '&',
  );
  if (href === undefined || href === '' || /[<>\s,;]/.test(href)) return undefined;
  return `<${href}>; rel="webmention"`;
}
