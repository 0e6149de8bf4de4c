// Finds new posts in the site's own JSON Feed (NEWSLETTER_FEED_URL, and each further language's
// beside it, /<tag>/feed.json), so the newsletter works for a site on any static host. The first
// read remembers what the feed holds and mails none of it (the archive is never sent); after that
// each post not seen before is queued for every confirmed reader, in their language's version
// where that language's feed has it. The feed is fetched with a bounded time and size and read as
// hostile: only an http(s) address, a title and text reach a mail, as text.
import type { Db } from '../db/database.ts';
import { queuePost, type PostPayload } from './newsletter-deliveries.ts';

/** The setting that says the feed has been read once (its value: when). */
const firstReadSetting = 'newsletter_first_feed_read';

export interface FeedSource {
  /** The default language's feed. */
  url: string;
  /** The further languages: their tag and the folder their pages are under ("pt-br"). */
  languages: ReadonlyMap<string, string>;
  content: 'summary' | 'full';
  timeoutMs?: number;
  maxBytes?: number;
}

export interface FeedItem {
  /** The post's address below the language's path: "blog/a-post". */
  id: string;
  payload: PostPayload;
}

export interface FeedReading {
  language: string | undefined;
  items: FeedItem[];
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/** A post's HTML as plain text: tags dropped, paragraphs kept, the common entities read. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<\/(p|h[1-6]|li|pre|blockquote|div)>|<br\s*\/?>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code = name.startsWith('#x')
          ? Number.parseInt(name.slice(2), 16)
          : Number.parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 31 ? String.fromCodePoint(code) : '';
      }
      return entities[name] ?? whole;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The posts of one feed, read as a stranger's: what is not a post with an http(s) address is left out. */
export function readFeed(json: unknown, feedUrl: string, content: 'summary' | 'full'): FeedReading {
  if (!isRecord(json) || !Array.isArray(json.items))
    throw new Error('the feed is not a JSON Feed (no items)');
  const base = new URL('.', feedUrl);
  const [firstAuthor] = Array.isArray(json.authors) ? (json.authors as unknown[]) : [];
  const author =
    isRecord(firstAuthor) && typeof firstAuthor.name === 'string'
      ? firstAuthor.name.slice(0, 200)
      : '';
  const items: FeedItem[] = [];
  for (const item of json.items as unknown[]) {
    if (!isRecord(item) || typeof item.url !== 'string' || typeof item.title !== 'string') continue;
    let url: URL;
    try {
      url = new URL(item.url, base);
    } catch {
      continue;
    }
    if (!/^https?:$/.test(url.protocol) || !url.href.startsWith(base.href)) continue;
    const summary = typeof item.summary === 'string' ? item.summary : '';
    const whole =
      typeof item.content_text === 'string'
        ? item.content_text
        : typeof item.content_html === 'string'
          ? htmlToText(item.content_html)
          : summary;
    items.push({
      id: url.href.slice(base.href.length).replace(/\/+$/, ''),
      payload: {
        title: item.title.slice(0, 300),
        url: url.href,
        text: (content === 'full' ? whole : summary || whole).slice(0, 100_000),
        author,
      },
    });
  }
  return { language: typeof json.language === 'string' ? json.language : undefined, items };
}

/** A feed's JSON; undefined when it answers 404 (a language without posts). */
export async function fetchFeed(
  url: string,
  source: Pick<FeedSource, 'timeoutMs' | 'maxBytes'>,
): Promise<unknown> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(source.timeoutMs ?? 10_000),
    headers: { accept: 'application/feed+json, application/json' },
    redirect: 'follow',
  });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`the feed answered ${String(response.status)}`);
  const limit = source.maxBytes ?? 5_000_000;
  const body = await response.arrayBuffer();
  if (body.byteLength > limit) throw new Error('the feed is larger than the newsletter reads');
  return JSON.parse(new TextDecoder().decode(body)) as unknown;
}

/** Every language's feed: the default's (its tag undefined), then each further one's beside it. */
export function feedUrls(
  source: Pick<FeedSource, 'url' | 'languages'>,
): [string | undefined, string][] {
  return [
    [undefined, source.url],
    ...[...source.languages].map(([tag, folder]): [string, string] => [
      tag,
      new URL(`${folder}/feed.json`, new URL('.', source.url)).href,
    ]),
  ];
}

/**
 * Reads every language's feed once, records the posts not seen before, and queues each new one
 * for the confirmed readers. Returns the posts queued (none on the first read).
 */
export async function pollFeeds(
  db: Db,
  source: FeedSource,
  now: Date = new Date(),
): Promise<{ first: boolean; queued: string[]; mails: number }> {
  const feeds = feedUrls(source);
  const versions = new Map<string, Map<string, PostPayload>>();
  let defaultLanguage = 'en';
  for (const [tag, url] of feeds) {
    const json = await fetchFeed(url, source);
    if (json === undefined) {
      if (tag === undefined) throw new Error('the feed answered 404');
      continue;
    }
    const reading = readFeed(json, url, source.content);
    const language = tag ?? reading.language ?? 'en';
    if (tag === undefined) defaultLanguage = language;
    for (const item of reading.items) {
      const byLanguage = versions.get(item.id) ?? new Map<string, PostPayload>();
      byLanguage.set(language, item.payload);
      versions.set(item.id, byLanguage);
    }
  }
  const at = now.toISOString();
  // One instance at a time records what it read: two reading the feed at once must not both
  // take the first read's archive for new posts.
  const { first, fresh } = await db.kysely.transaction().execute(async (trx) => {
    await db.lockKeys(trx, ['newsletter:feed']);
    // The first read is remembered even when the feed is empty: what comes after it is new.
    const remembered = await trx
      .insertInto('api_settings')
      .values({ name: firstReadSetting, value: at, created_at: at })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .executeTakeFirst();
    const isFirst = Number(remembered.numInsertedOrUpdatedRows ?? 0n) === 1;
    const recorded: string[] = [];
    for (const [id, byLanguage] of versions) {
      // Only a post the default language's feed has: a post is the default language's first.
      if (!byLanguage.has(defaultLanguage)) continue;
      const inserted = await trx
        .insertInto('newsletter_posts')
        .values({ id, found_at: at, archived: isFirst ? 1 : 0 })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      if (!isFirst && Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1) recorded.push(id);
    }
    return { first: isFirst, fresh: recorded };
  });
  const queued: string[] = [];
  let mails = 0;
  for (const id of fresh) {
    const byLanguage = versions.get(id);
    if (byLanguage === undefined) continue;
    mails += await queuePost(db, id, byLanguage, defaultLanguage, now);
    queued.push(id);
  }
  return { first, queued, mails };
}
