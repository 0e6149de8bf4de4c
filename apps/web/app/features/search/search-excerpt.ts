// Pagefind's excerpt is HTML: the page's words, escaped, with the matched ones in <mark>. It is
// read here as text and marks rather than inserted as HTML, so nothing else in it can become markup.

export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

const decode = (html: string): string =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => entities[entity] ?? entity);

/** The excerpt as runs of text, each marked or not. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let rest = excerpt;
  for (;;) {
    const start = rest.indexOf('<mark>');
    const end = start === -1 ? -1 : rest.indexOf('</mark>', start);
    if (start === -1 || end === -1) {
      if (rest !== '') parts.push({ text: decode(rest), marked: false });
      return parts.filter((part) => part.text !== '');
    }
    parts.push({ text: decode(rest.slice(0, start)), marked: false });
    parts.push({ text: decode(rest.slice(start + 6, end)), marked: true });
    rest = rest.slice(end + 7);
  }
}
