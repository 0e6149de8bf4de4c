// POST /query/queryPost: check the body against the shared contract once, store, answer 201 to
// the site's script (JSON), or 303 to the site's result page when the browser posted the form
// itself (./form-post.ts).
import { checkContactQuery } from '@portfolio/contract/contact-query';
import {
  contactQueryPath,
  fillTimeField,
  proofOfWorkField,
} from '@portfolio/contract/contact-query-limits';
import type { ContactQueryReceived } from '@portfolio/contract/contact-query-wire';
import { isHoneypotFilled } from '@portfolio/contract/honeypot';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { withDeadline } from '../db/database.ts';
import type { EnqueueAutoReply, EnqueueNotifications } from '../notify/notifications.ts';
import { InvalidFieldsError, errorBody } from '../plugins/error-replies.ts';
import { judgeProofOfWork } from '../proof-of-work/proof-of-work.ts';
import type { SpendChallenge } from '../proof-of-work/replay-store.ts';
import { isForeignFormPost, isFormPost, redirectToResult } from './form-post.ts';
import type { ResultSite } from './form-post.ts';
import { createQueryWriter } from './query-writer.ts';
import { contentReasons } from './spam-rules.ts';
import type { SpamRules } from './spam-rules.ts';

export const bodyLimitBytes = 32 * 1024;

export const unsupportedMediaType =
  'Send the query as JSON (Content-Type: application/json) or as a form (application/x-www-form-urlencoded).';

export interface QueryRouteOptions {
  db: Db;
  enqueue: EnqueueNotifications;
  /** The sender's confirmation (AUTO_REPLY=on). */
  autoReply?: EnqueueAutoReply | undefined;
  rateLimit: { max: number; timeWindowMs: number };
  /** Longest a visitor waits for the database before hearing 503. */
  databaseTimeoutMs: number;
  onStored: () => void;
  /** Where a form posted without JavaScript is sent back to. */
  site: ResultSite;
  /** The owner's spam rules (SPAM_* settings). */
  spamRules: SpamRules;
  /** The proof-of-work layer: the key challenges are signed with, and the shared replay store. */
  proofOfWork: { key: string; spend: SpendChallenge };
}

/** What the site's script adds to a form's body (a query, a reply): its proof of work and the time the form took. */
export function scriptFields(body: unknown): { proofOfWork: unknown; fillTimeMs?: number } {
  if (typeof body !== 'object' || body === null) return { proofOfWork: undefined };
  const fields = body as Record<string, unknown>;
  const fillTime = fields[fillTimeField];
  return {
    proofOfWork: fields[proofOfWorkField],
    ...(typeof fillTime === 'number' && Number.isFinite(fillTime) ? { fillTimeMs: fillTime } : {}),
  };
}

export function isJsonRequest(contentType: string | undefined): boolean {
  return /^application\/json\s*(;|$)/i.test(contentType ?? '');
}

export function registerQueryRoute(app: FastifyInstance, options: QueryRouteOptions): void {
  const write = createQueryWriter(options.db, options.enqueue, options.autoReply);
  // The path exists; only the method is wrong.
  app.route({
    method: ['GET', 'PUT', 'PATCH', 'DELETE'],
    url: contactQueryPath,
    handler: (_request, reply) =>
      reply.code(405).header('Allow', 'POST').send(errorBody(405, 'Send the query with POST.')),
  });
  app.post(
    contactQueryPath,
    {
      bodyLimit: bodyLimitBytes,
      config: {
        rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindowMs },
      },
      preValidation: async (request, reply) => {
        if (isFormPost(request)) {
          // Another site's form aimed at ours: nothing is stored, and the visitor lands on the
          // owner's site rather than back on the other one.
          if (isForeignFormPost(request, options.site)) {
            request.log.warn('refused a form posted from an origin not in CORS_ORIGINS');
            await redirectToResult(request, reply, options.site, { kind: 'not-sent' });
          }
          return;
        }
        if (!isJsonRequest(request.headers['content-type']))
          await reply.code(415).send(errorBody(415, unsupportedMediaType));
      },
    },
    async (request, reply) => {
      const checked = checkContactQuery(request.body);
      if (!checked.ok) throw new InvalidFieldsError(checked.fields);

      // A doubtful query is stored as spam, never refused: the visitor hears the same answer.
      const script = scriptFields(request.body);
      const reasons = contentReasons(
        {
          ...checked.query,
          honeypot: isHoneypotFilled(request.body),
          ...(script.fillTimeMs === undefined ? {} : { fillTimeMs: script.fillTimeMs }),
        },
        options.spamRules,
      );
      // A form the browser posted itself ran no script: it is judged by the other layers.
      const skipProofOfWork = isFormPost(request) && script.proofOfWork === undefined;
      const proofOfWork = skipProofOfWork
        ? {}
        : await judgeProofOfWork(script.proofOfWork, options.proofOfWork);
      if (proofOfWork.reason !== undefined) reasons.push(proofOfWork.reason);
      const stored = await withDeadline(
        write({
          ...checked.query,
          spam: reasons.length > 0,
          reasons,
          maxPerAddressPerHour: options.spamRules.maxPerAddressPerHour,
          ...(proofOfWork.spendInDatabase === undefined
            ? {}
            : { spendChallenge: proofOfWork.spendInDatabase }),
        }),
        options.databaseTimeoutMs,
      );
      if (!stored.spam && !stored.duplicate) options.onStored();
      request.log.info(
        { queryId: stored.id, spam: stored.spam, duplicate: stored.duplicate },
        'query received',
      );
      if (isFormPost(request))
        return redirectToResult(request, reply, options.site, { kind: 'sent' });
      const answer: ContactQueryReceived = { id: stored.id, status: 'received' };
      return reply.code(201).send(answer);
    },
  );
}
