// `npm run webmention -- send [POST]`: each of the owner's posts, read from the site's own JSON
// Feeds (every language's), notifies the pages it links to on other sites: each link's endpoint
// discovered (discover-endpoint.ts) and sent a Webmention once, and again when the post's words
// change, a link the post no longer has included (so its site can take the mention down). What
// was sent is recorded per post and link (webmentions_sent).
import { createHash } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { feedUrls, fetchFeed, isRecord } from '../newsletter/feed-poller.ts';
import { attributeOf, elementsOf } from './html-elements.ts';
import { discoverEndpoint } from './discover-endpoint.ts';
import type { SafeFetchOptions } from './safe-fetch.ts';
import { sendWebmention } from './send-webmention.ts';

export interface PostLinks {
  /** The post's address. */
  source: string;
  /** A hash of what the post says, links included. */
  fingerprint: string;
  /** Its links to pages of other sites, without fragments, once each, in order. */
  targets: string[];
}

export interface SentReport {
  source: string;
  target: string;
  outcome: 'sent' | 'no-endpoint' | 'failed';
  detail: string;
}

/** The href of every <a> in `html`, in document order. */
function hrefsIn(html: string): string[] {
  const hrefs: string[] = [];
  for (const element of elementsOf(html)) {
    const href = element.tagName === 'a' ? attributeOf(element, 'href') : undefined;
    if (href !== undefined) hrefs.push(href);
  }
  return hrefs;
}

/** Each post of a feed with its links to other sites; what is not a post of the feed's site is left out. */
export function postLinks(json: unknown, feedUrl: string): PostLinks[] {
  if (!isRecord(json) || !Array.isArray(json.items)) return [];
  const site = new URL(feedUrl).origin;
  const posts: PostLinks[] = [];
  for (const item of json.items as unknown[]) {
    if (!isRecord(item) || typeof item.url !== 'string') continue;
    let source: URL;
    try {
      source = new URL(item.url, feedUrl);
    } catch {
      continue;
    }
    if (source.origin !== site) continue;
    const html = typeof item.content_html === 'string' ? item.content_html : '';
    const targets = new Set<string>();
    for (const href of hrefsIn(html)) {
      let target: URL;
      try {
        target = new URL(href, source);
      } catch {
        continue;
      }
      target.hash = '';
      if (/^https?:$/.test(target.protocol) && target.origin !== site) targets.add(target.href);
    }
    posts.push({
      source: source.href,
      fingerprint: createHash('sha256')
        .update(JSON.stringify([item.title, item.url, html]))
        .digest('base64url'),
      targets: [...targets],
    });
  }
  return posts;
}

export interface SendOptions {
  /** The default language's feed (each further language's is beside it). */
  feedUrl: string;
  languages: ReadonlyMap<string, string>;
  /** Only this post (its address, or its path). */
  only?: string;
  fetch: SafeFetchOptions;
  now?: Date;
}

/** Sends what is due for every post (or `only` one); what was done, link by link. */
export async function sendFromFeeds(db: Db, options: SendOptions): Promise<SentReport[]> {
  const reports: SentReport[] = [];
  for (const [, url] of feedUrls({ url: options.feedUrl, languages: options.languages })) {
    const json = await fetchFeed(url, {});
    if (json === undefined) continue;
    for (const post of postLinks(json, url)) {
      if (
        options.only !== undefined &&
        post.source !== options.only &&
        new URL(post.source).pathname.replace(/\/+$/, '') !== options.only.replace(/\/+$/, '')
      )
        continue;
      const recorded = await db.kysely
        .selectFrom('webmentions_sent')
        .select(['target', 'fingerprint', 'outcome'])
        .where('source', '=', post.source)
        .execute();
      // A link is done once notified (or found to have no endpoint) for this version of the post.
      const done = new Set(
        recorded
          .filter((row) => row.fingerprint === post.fingerprint && row.outcome !== 'failed')
          .map((row) => row.target),
      );
      // New links, links of a changed post, links a changed post no longer has, and failures.
      const due = [
        ...post.targets.filter((target) => !done.has(target)),
        ...recorded
          .filter((row) => !post.targets.includes(row.target) && !done.has(row.target))
          .map((row) => row.target),
      ];
      for (const target of due) {
        const report = await notify(post.source, target, options.fetch);
        reports.push(report);
        const row = {
          fingerprint: post.fingerprint,
          endpoint: report.outcome === 'no-endpoint' ? null : report.endpoint,
          outcome: report.outcome,
          detail: report.detail,
          sent_at: (options.now ?? new Date()).toISOString(),
        };
        await db.kysely
          .insertInto('webmentions_sent')
          .values({ source: post.source, target, ...row })
          .onConflict((conflict) => conflict.columns(['source', 'target']).doUpdateSet(row))
          .execute();
      }
    }
  }
  return reports;
}

async function notify(
  source: string,
  target: string,
  options: SafeFetchOptions,
): Promise<SentReport & { endpoint: string | null }> {
  let endpoint: string | undefined;
  try {
    endpoint = await discoverEndpoint(target, options);
  } catch (error) {
    return {
      source,
      target,
      endpoint: null,
      outcome: 'failed',
      detail: error instanceof Error ? error.message : String(error),
    };
  }
  if (endpoint === undefined)
    return { source, target, endpoint: null, outcome: 'no-endpoint', detail: 'no endpoint' };
  const sent = await sendWebmention(endpoint, { source, target }, options);
  return {
    source,
    target,
    endpoint,
    outcome: sent.ok ? 'sent' : 'failed',
    detail:
      sent.status === undefined ? (sent.error ?? 'no answer') : `answered ${String(sent.status)}`,
  };
}
