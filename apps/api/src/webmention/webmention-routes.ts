// POST /webmention (the Recommendation's receiving endpoint, section 3.2): `source` and `target`,
// form-encoded. Refused at once with a 4xx naming what is wrong: another body, a field missing or
// not an http(s) address, a target that is not a page of this site, source equal to target.
// Otherwise queued and answered 202: the source is fetched and checked later
// (mention-worker.ts). Every limit has a number: the body, an address's length, the queue, the
// mentions from one source's host per hour, and the rate per client address.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { errorBody, InvalidFieldsError } from '../plugins/error-replies.ts';
import type { ResultSite } from '../queries/form-post.ts';
import { isFormPost } from '../queries/form-post.ts';
import { mentionLimits } from './read-mention.ts';
import { queueMention } from './mention-queue.ts';
import { sitePathOf } from './site-target.ts';

export const webmentionPath = '/webmention';

export interface WebmentionRouteOptions {
  db: Db;
  site: ResultSite;
  rateLimit: { max: number; timeWindowMs: number };
  /** Told when a mention is queued: the worker checks it now. */
  onQueued: () => void;
}

const address = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(mentionLimits.url, `must be at most ${String(mentionLimits.url)} characters`)
  .refine(
    (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
    'must be an http(s) address',
  );

export function registerWebmentionRoutes(app: FastifyInstance, options: WebmentionRouteOptions) {
  app.post(
    webmentionPath,
    {
      bodyLimit: 8192,
      config: {
        rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindowMs },
      },
      preValidation: async (request, reply) => {
        if (!isFormPost(request))
          await reply
            .code(415)
            .send(
              errorBody(
                415,
                'Send source and target form-encoded (Content-Type: application/x-www-form-urlencoded).',
              ),
            );
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const source = address.safeParse(body.source);
      const target = address.safeParse(body.target);
      const fields: Record<string, string> = {};
      if (!source.success) fields.source = source.error.issues[0]?.message ?? 'is not valid';
      if (!target.success) fields.target = target.error.issues[0]?.message ?? 'is not valid';
      else if (sitePathOf(target.data, options.site) === undefined)
        fields.target = 'is not a page of this site';
      if (
        source.success &&
        target.success &&
        new URL(source.data).href === new URL(target.data).href
      )
        fields.source = 'must not be the target';
      if (!source.success || !target.success || Object.keys(fields).length > 0)
        throw new InvalidFieldsError(fields);
      const refused = await queueMention(options.db, {
        source: source.data,
        target: target.data,
      });
      if (refused === 'queue-full')
        return reply
          .code(503)
          .header('Retry-After', '3600')
          .send(
            errorBody(503, 'Too many mentions are waiting to be checked; send it again later.'),
          );
      if (refused === 'too-many-from-source')
        return reply
          .code(429)
          .header('Retry-After', '3600')
          .send(errorBody(429, 'Too many mentions from that site this hour; send it again later.'));
      options.onQueued();
      return reply
        .code(202)
        .type('text/plain; charset=utf-8')
        .send('Accepted: the source will be fetched and checked, then held for the owner.');
    },
  );
}
