// Checking one Webmention received: its source fetched through safe-fetch.ts (public addresses
// only unless the owner allows more), then kept (new or changed), left (unchanged), or taken
// down (the source is gone, 404 or 410, or no longer links to the target).
import type { Db } from '../db/database.ts';
import { dropMention, keepMention } from '../replies/replies.ts';
import type { HeldReplyNotice } from '../replies/replies.ts';
import type { ClaimedMention } from './mention-queue.ts';
import { linksTo, readMention } from './read-mention.ts';
import { RefusedAddressError, safeFetch } from './safe-fetch.ts';
import type { SafeFetchOptions } from './safe-fetch.ts';

export type CheckOutcome = { done: true; note: string } | { done: false; note: string };

export async function checkMention(
  db: Db,
  mention: ClaimedMention & { post: string },
  fetchOptions: SafeFetchOptions,
  onHeld?: HeldReplyNotice,
  approveReactions = false,
): Promise<CheckOutcome> {
  let page;
  try {
    page = await safeFetch(mention.source, {
      maxBytes: 1_000_000,
      timeoutMs: 10_000,
      ...fetchOptions,
      accept: 'text/html, text/plain;q=0.5',
    });
  } catch (error) {
    if (error instanceof RefusedAddressError)
      return { done: true, note: `refused: ${error.message}` };
    return {
      done: false,
      note: `not fetched: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  if (page.status === 404 || page.status === 410) {
    const dropped = await dropMention(db, mention.source, mention.target);
    return { done: true, note: `source ${String(page.status)}${dropped ? ': taken down' : ''}` };
  }
  if (page.status < 200 || page.status >= 300)
    return { done: false, note: `source answered ${String(page.status)}` };
  const html = /^\s*text\/plain/i.test(page.headers.get('content-type') ?? '')
    ? undefined
    : page.body;
  const links =
    html === undefined
      ? page.body.includes(mention.target)
      : linksTo(html, page.url, mention.target);
  if (!links) {
    const dropped = await dropMention(db, mention.source, mention.target);
    return { done: true, note: `no link to the target${dropped ? ': taken down' : ''}` };
  }
  const read =
    html === undefined
      ? {
          kind: 'mention' as const,
          authorName: new URL(page.url).hostname,
          authorUrl: new URL('/', page.url).href,
          text: '',
          published: undefined,
        }
      : readMention(html, page.url, mention.target);
  const kept = await keepMention(
    db,
    {
      ...read,
      source: mention.source,
      target: mention.target,
      post: mention.post,
    },
    undefined,
    onHeld,
    approveReactions,
  );
  return { done: true, note: `${read.kind}: ${kept}` };
}
