// A reader's reply to a post (issue 57): POST /replies, as JSON from the site's script or as a form
// the browser posted itself, checked once against the shared contract and passed through the
// contact form's spam layers (honeypot, proof of work, the owner's rules, a flood from one address).
// A doubtful reply is filed as spam, never refused: the reader hears the same answer, "it awaits
// the author". A form is answered with a redirect to the site's page saying so (or naming what to
// check); nothing a reader typed reaches that address. And the answers' mails' stop link.
// docs/decisions/0042-readers-replies.md
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isHoneypotFilled } from '@portfolio/contract/honeypot';
import { checkReplyForm } from '@portfolio/contract/reply-form';
import { repliesPaths, replyResultPaths } from '@portfolio/contract/replies';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { withDeadline } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { leavePage, leavePagePolicy } from '../notify/leave-page.ts';
import { errorBody, InvalidFieldsError } from '../plugins/error-replies.ts';
import { judgeProofOfWork } from '../proof-of-work/proof-of-work.ts';
import type { SpendChallenge } from '../proof-of-work/replay-store.ts';
import { spendChallenge } from '../proof-of-work/spend-in-database.ts';
import { isForeignFormPost, isFormPost, sitePageUrl } from '../queries/form-post.ts';
import type { ResultSite } from '../queries/form-post.ts';
import { isJsonRequest, scriptFields } from '../queries/query-route.ts';
import { contentReasons } from '../queries/spam-rules.ts';
import type { SpamReason, SpamRules } from '../queries/spam-rules.ts';
import { stopAnswerMails } from './answers.ts';
import { keepReaderReply, repliesFromAddressSince } from './replies.ts';

export interface ReplyRouteOptions {
  db: Db;
  /** The API's links' signing key. */
  key: string;
  site: ResultSite;
  spamRules: SpamRules;
  proofOfWork: { key: string; spend: SpendChallenge };
  rateLimit: { max: number; timeWindowMs: number };
  databaseTimeoutMs: number;
  /** Queues the owner's notifications of a held reply, in its transaction. */
  onHeld: (trx: Transaction<Database>, id: string, at: string) => Promise<void>;
  /** A reply was kept and its notifications queued: send them now. */
  onKept: () => void;
}

/** The largest body taken: the fields' limits and a proof of work, with room to spare. */
export const replyBodyLimitBytes = 16 * 1024;

const tokenQuery = z.object({ token: z.string().regex(/^[\w.-]{1,300}$/) });

const toSite = (
  request: FastifyRequest,
  reply: FastifyReply,
  site: ResultSite,
  path: string,
): FastifyReply =>
  reply
    .code(303)
    .header('Location', sitePageUrl(request, site, path))
    .header('Cache-Control', 'no-store')
    .send();

export function registerReplyRoute(app: FastifyInstance, options: ReplyRouteOptions): void {
  const { db, site } = options;
  app.post(
    repliesPaths.replies,
    {
      bodyLimit: replyBodyLimitBytes,
      config: {
        rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindowMs },
      },
      preValidation: async (request, reply) => {
        if (isFormPost(request)) {
          // Another site's form aimed at ours: nothing is kept.
          if (isForeignFormPost(request, site))
            await toSite(request, reply, site, replyResultPaths.notSent);
          return;
        }
        if (!isJsonRequest(request.headers['content-type']))
          await reply
            .code(415)
            .send(
              errorBody(
                415,
                'Send the reply as JSON (Content-Type: application/json) or as a form (application/x-www-form-urlencoded).',
              ),
            );
      },
    },
    async (request, reply) => {
      const body: unknown = request.body;
      const checked = checkReplyForm(body);
      if (!checked.ok) throw new InvalidFieldsError(checked.fields);
      const form = checked.reply;
      const script = scriptFields(body);
      const reasons: SpamReason[] = contentReasons(
        {
          name: form.name,
          email: form.email ?? '',
          message: `${form.message}${form.site === undefined ? '' : `\n${form.site}`}`,
          honeypot: isHoneypotFilled(body),
          ...(script.fillTimeMs === undefined ? {} : { fillTimeMs: script.fillTimeMs }),
        },
        options.spamRules,
      );
      // A form the browser posted itself ran no script: it is judged by the other layers.
      if (!(isFormPost(request) && script.proofOfWork === undefined)) {
        const verdict = await judgeProofOfWork(script.proofOfWork, options.proofOfWork);
        if (verdict.reason !== undefined) reasons.push(verdict.reason);
        else if (
          verdict.spendInDatabase !== undefined &&
          !(await spendChallenge(db.kysely, verdict.spendInDatabase))
        )
          reasons.push({ layer: 'proof-of-work', detail: 'the proof of work was used before' });
      }
      if (form.email !== undefined) {
        const recent = await repliesFromAddressSince(
          db,
          form.email,
          new Date(Date.now() - 3_600_000),
        );
        if (recent >= options.spamRules.maxPerAddressPerHour)
          reasons.push({
            layer: 'many-messages',
            detail: `${String(recent + 1)} replies from one address within an hour (SPAM_MAX_PER_ADDRESS is ${String(options.spamRules.maxPerAddressPerHour)})`,
          });
      }
      const kept = await withDeadline(
        keepReaderReply(db, form, reasons, options.onHeld),
        options.databaseTimeoutMs,
      );
      if (!kept.spam) options.onKept();
      request.log.info({ replyId: kept.id, spam: kept.spam }, 'reply received');
      if (isFormPost(request)) return toSite(request, reply, site, replyResultPaths.sent);
      return reply.code(202).send({ id: kept.id, status: 'held' });
    },
  );

  app.get(repliesPaths.stop, async (request, reply) => {
    const query = tokenQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send(errorBody(400, 'The link is not complete.'));
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', leavePagePolicy(site))
      .send(
        leavePage(query.data.token, {
          title: 'No more e-mails about answers',
          text: 'Press the button, and this site forgets your address and sends you nothing more.',
          button: 'Stop the e-mails',
        }),
      );
  });

  // The mail client's one-click POST (List-Unsubscribe=One-Click) and the page's button.
  app.post(repliesPaths.stop, { bodyLimit: 1024 }, async (request, reply) => {
    const query = tokenQuery.safeParse(request.query);
    const done = query.success && (await stopAnswerMails(db, options.key, query.data.token));
    if (!done) return reply.code(400).send(errorBody(400, 'The link is not one this site made.'));
    if (request.headers.accept?.includes('text/html') === true)
      return toSite(request, reply, site, replyResultPaths.stopped);
    return reply.code(200).send({ status: 'stopped' });
  });
}
