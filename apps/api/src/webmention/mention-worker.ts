// Checks the Webmentions received, one at a time: every `pollMs`, and at once when one is queued.
// Several instances may share the database: each mention is leased to one (mention-queue.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { ResultSite } from '../queries/form-post.ts';
import { startPolling, type PollingWorker } from '../polling-worker.ts';
import type { HeldReplyNotice } from '../replies/replies.ts';
import { checkMention } from './check-mention.ts';
import { claimMention, settleMention } from './mention-queue.ts';
import type { SafeFetchOptions } from './safe-fetch.ts';
import { sitePathOf } from './site-target.ts';

/** Its `drain` checks every mention due now, and says how many (tests). */
export type MentionWorker = PollingWorker;

export function startMentionWorker(options: {
  db: Db;
  site: ResultSite;
  fetch: SafeFetchOptions;
  log: FastifyBaseLogger;
  /** False: only when woken or drained (tests). */
  pollMs: number | false;
  /** Queues the owner's notifications of a mention held. */
  onHeld?: HeldReplyNotice;
  /** Notifications were queued: send them now. */
  onKept?: () => void;
  /** Likes, reposts and bookmarks shown at once (REPLIES_APPROVE_REACTIONS=on). */
  approveReactions?: boolean;
}): MentionWorker {
  const pass = async (stopping: () => boolean): Promise<number> => {
    let checked = 0;
    for (;;) {
      if (stopping()) return checked;
      const mention = await claimMention(options.db);
      if (mention === undefined) return checked;
      const post = sitePathOf(mention.target, options.site);
      const outcome =
        post === undefined
          ? { done: true as const, note: 'the target is no longer a page of this site' }
          : await checkMention(
              options.db,
              { ...mention, post },
              options.fetch,
              options.onHeld,
              options.approveReactions,
            ).catch((error: unknown) => ({
              done: false as const,
              note: error instanceof Error ? error.message : String(error),
            }));
      await settleMention(options.db, mention, outcome);
      options.onKept?.();
      options.log.info({ outcome: outcome.note }, 'webmention checked');
      checked += 1;
    }
  };
  return startPolling({
    pass,
    pollMs: options.pollMs,
    onError: (error) => options.log.error({ err: error }, 'webmentions'),
  });
}
