// What a Webmention's source says of its target, read as a stranger's page: whether it links to
// the target at all (the Recommendation's verification), and from its microformats (an h-entry,
// read by microformats-parser) who wrote it, what it says as plain text, when, and whether it is
// a reply, a like, a repost, a bookmark or a mention. Every value is bounded and every address
// is http(s); nothing of the source's markup is kept.
import { mf2 } from 'microformats-parser';
import type { ReplyKind } from '../db/schema.ts';
import { oneLine } from '../notify/notification-text.ts';
import { attributeOf, elementsOf } from './html-elements.ts';

type Parsed = ReturnType<typeof mf2>;
type Root = Parsed['items'][number];
type Property = Root['properties'][string][number];

export const mentionLimits = { text: 5000, name: 200, url: 2048 } as const;

export interface Mention {
  kind: ReplyKind;
  authorName: string;
  authorUrl: string | undefined;
  text: string;
  published: string | undefined;
}

/** The same address, written as the URL standard writes it, without its fragment. */
function normal(address: string, base?: string): string | undefined {
  try {
    const url = new URL(address, base);
    url.hash = '';
    return url.href;
  } catch {
    return undefined;
  }
}

/** Whether any element of the page links to `target` (href or src), after resolving. */
export function linksTo(html: string, pageUrl: string, target: string): boolean {
  const wanted = normal(target);
  for (const element of elementsOf(html))
    for (const name of ['href', 'src']) {
      const value = attributeOf(element, name);
      if (value !== undefined && normal(value, pageUrl) === wanted) return true;
    }
  return false;
}

const isRoot = (value: Property | undefined): value is Root =>
  typeof value === 'object' && 'properties' in value;

/** A property's value as one line of text. */
function textOf(value: Property | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (isRoot(value)) return textOf(value.value ?? value.properties.name?.[0]);
  return value.value;
}

function httpUrl(value: string | undefined, base: string): string | undefined {
  if (value === undefined) return undefined;
  const url = normal(value, base);
  return url !== undefined && /^https?:/.test(url) && url.length <= mentionLimits.url
    ? url
    : undefined;
}

/** The first h-entry of the page, at its top or inside another item. */
function firstEntry(items: readonly Root[]): Root | undefined {
  for (const item of items) {
    if (item.type?.includes('h-entry') === true) return item;
    const inner = firstEntry(item.children ?? []);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/** What the source says of the target, as the owner will be shown it. */
export function readMention(html: string, sourceUrl: string, target: string): Mention {
  const parsed = mf2(html, { baseUrl: sourceUrl });
  const entry = firstEntry(parsed.items);
  const properties = entry?.properties ?? {};
  const wanted = normal(target);
  const names = (property: string) =>
    (properties[property] ?? []).map((value) =>
      normal(
        isRoot(value) ? (textOf(value.properties.url?.[0]) ?? '') : (textOf(value) ?? ''),
        sourceUrl,
      ),
    );
  const kinds: [string, ReplyKind][] = [
    ['in-reply-to', 'reply'],
    ['like-of', 'like'],
    ['repost-of', 'repost'],
    ['bookmark-of', 'bookmark'],
  ];
  const kind = kinds.find(([property]) => names(property).includes(wanted))?.[1] ?? 'mention';
  const author = properties.author?.[0];
  const authorName = isRoot(author)
    ? textOf(author.properties.name?.[0])
    : typeof author === 'string' && !/^https?:/i.test(author)
      ? author
      : undefined;
  const authorUrl = isRoot(author)
    ? httpUrl(textOf(author.properties.url?.[0]), sourceUrl)
    : typeof author === 'string'
      ? httpUrl(author, sourceUrl)
      : undefined;
  const content = properties.content?.[0] ?? properties.summary?.[0] ?? properties.name?.[0];
  const published = textOf(properties.published?.[0]);
  return {
    kind,
    authorName: oneLine(authorName ?? new URL(sourceUrl).hostname).slice(0, mentionLimits.name),
    authorUrl: authorUrl ?? httpUrl(new URL('/', sourceUrl).href, sourceUrl),
    text: (textOf(content) ?? '').replace(/\r\n?/g, '\n').trim().slice(0, mentionLimits.text),
    published:
      published !== undefined && !Number.isNaN(Date.parse(published))
        ? new Date(published).toISOString()
        : undefined,
  };
}
