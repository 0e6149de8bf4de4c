// The newsletter's doors (issue 56): POST /newsletter (the form, as JSON from the site's script or
// posted by the browser itself), the confirmation link, and the unsubscribe link and its one-click
// POST (RFC 8058). Every subscription is answered the same, whatever the address's state, so nobody
// learns who follows; a bad address is a 400 naming the field (or, for a form, the site's page
// saying so); nothing a reader sent reaches a header or a log.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { proofOfWorkField } from '@portfolio/contract/contact-query-limits';
import { isHoneypotFilled } from '@portfolio/contract/honeypot';
import {
  newsletterEmailMax,
  newsletterPaths,
  newsletterResultPaths,
} from '@portfolio/contract/newsletter';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { leavePage, leavePagePolicy } from '../notify/leave-page.ts';
import { errorBody, InvalidFieldsError } from '../plugins/error-replies.ts';
import { isForeignFormPost, isFormPost, sitePageUrl } from '../queries/form-post.ts';
import type { ResultSite } from '../queries/form-post.ts';
import { judgeProofOfWork } from '../proof-of-work/proof-of-work.ts';
import type { SpendChallenge } from '../proof-of-work/replay-store.ts';
import { spendChallenge } from '../proof-of-work/spend-in-database.ts';
import {
  confirm,
  languageOfLink,
  subscribe,
  unsubscribe,
  type SubscribeLimits,
} from './subscribers.ts';

export interface NewsletterRouteOptions {
  db: Db;
  key: string;
  limits: SubscribeLimits;
  site: ResultSite;
  /** Whether mail is set up: without it the form is answered 503 and nothing is kept. */
  canSend: boolean;
  rateLimit: { max: number; timeWindowMs: number };
  /** Told when a confirmation is queued (the worker sends it now rather than at its next look). */
  onQueued: () => void;
  /** The proof-of-work layer's key and replay store, as the contact form's. */
  proofOfWork: { key: string; spend: SpendChallenge };
}

// One address, one line, no control character: it goes into a mail's To header.
const emailField = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(newsletterEmailMax, `must be at most ${String(newsletterEmailMax)} characters`)
  // eslint-disable-next-line no-control-regex -- a header must not carry one
  .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'must be one line')
  .pipe(z.email('must be an e-mail address such as name@example.com'));

// A link's token is an id and a MAC in base64url: anything else is no link of ours (and a NUL
// never reaches a query, which PostgreSQL refuses).
const tokenQuery = z.object({ token: z.string().regex(/^[\w.-]{1,300}$/) });

const answered = { status: 'check-your-inbox' } as const;

/**
 * The language the form was sent in (its hidden `language` field), as a canonical tag: a further
 * language's mails are in its words, any other in the default language's. `und` when it says none.
 */
function languageOf(body: unknown): string {
  const said =
    typeof body === 'object' && body !== null
      ? (body as Record<string, unknown>).language
      : undefined;
  if (typeof said !== 'string' || said.length > 35) return 'und';
  try {
    return Intl.getCanonicalLocales(said.trim())[0] ?? 'und';
  } catch {
    return 'und';
  }
}

/** A form the browser posted needs none; JSON needs a proof of work never spent before. */
async function hasProof(
  request: FastifyRequest,
  body: unknown,
  options: NewsletterRouteOptions,
): Promise<boolean> {
  const field =
    typeof body === 'object' && body !== null
      ? (body as Record<string, unknown>)[proofOfWorkField]
      : undefined;
  if (isFormPost(request) && field === undefined) return true;
  const verdict = await judgeProofOfWork(field, options.proofOfWork);
  if (verdict.reason !== undefined) return false;
  return verdict.spendInDatabase === undefined
    ? true
    : spendChallenge(options.db.kysely, verdict.spendInDatabase);
}

const toSite = (
  request: FastifyRequest,
  reply: FastifyReply,
  options: NewsletterRouteOptions,
  path: string,
  language?: string,
) =>
  reply
    .code(303)
    .header('Location', sitePageUrl(request, options.site, path, language))
    .header('Cache-Control', 'no-store')
    .send();

export function registerNewsletterRoutes(app: FastifyInstance, options: NewsletterRouteOptions) {
  app.post(
    newsletterPaths.subscribe,
    {
      bodyLimit: 4096,
      config: {
        rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindowMs },
      },
      preValidation: async (request, reply) => {
        if (isFormPost(request)) {
          if (isForeignFormPost(request, options.site))
            await toSite(request, reply, options, newsletterResultPaths.notSent);
          return;
        }
        if (!/^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? ''))
          await reply
            .code(415)
            .send(
              errorBody(
                415,
                'Send the address as JSON (Content-Type: application/json) or as a form (application/x-www-form-urlencoded).',
              ),
            );
      },
    },
    async (request, reply) => {
      const body: unknown = request.body;
      const email = emailField.safeParse(
        typeof body === 'object' && body !== null
          ? (body as Record<string, unknown>).email
          : undefined,
      );
      if (!email.success)
        throw new InvalidFieldsError({ email: email.error.issues[0]?.message ?? 'is not valid' });
      if (!options.canSend) {
        if (isFormPost(request))
          return toSite(request, reply, options, newsletterResultPaths.notSent);
        return reply
          .code(503)
          .send(
            errorBody(
              503,
              'The newsletter is not available on this server (it needs e-mail set up, and content/newsletter.md).',
            ),
          );
      }
      // A bot that filled the hidden field, or a script's post without a fresh proof of work (the
      // site's own script always sends one; a browser posting the form itself runs none), is
      // answered as a reader is, and nothing is kept.
      if (!isHoneypotFilled(body) && (await hasProof(request, body, options))) {
        const outcome = await subscribe(
          options.db,
          { email: email.data, language: languageOf(body) },
          options.limits,
        );
        if (outcome === 'confirmation-queued') options.onQueued();
      }
      if (isFormPost(request)) return toSite(request, reply, options, newsletterResultPaths.sent);
      return reply.code(202).send(answered);
    },
  );

  app.get(newsletterPaths.confirm, async (request, reply) => {
    const query = tokenQuery.safeParse(request.query);
    const outcome = query.success
      ? await confirm(options.db, options.key, query.data.token)
      : 'invalid';
    // The page says so in the language the reader followed in (a link from a mail says none).
    const language = query.success ? await languageOfLink(options.db, query.data.token) : undefined;
    return toSite(
      request,
      reply,
      options,
      outcome === 'confirmed' ? newsletterResultPaths.confirmed : newsletterResultPaths.expired,
      language,
    );
  });

  app.get(newsletterPaths.unsubscribe, async (request, reply) => {
    const query = tokenQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send(errorBody(400, 'The link is not complete.'));
    return reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', leavePagePolicy(options.site))
      .send(
        leavePage(query.data.token, {
          title: 'Unsubscribe',
          text: 'Press the button to stop the e-mails.',
          button: 'Unsubscribe',
        }),
      );
  });

  // The mail client's one-click POST (List-Unsubscribe=One-Click) and the page's button.
  app.post(newsletterPaths.unsubscribe, { bodyLimit: 1024 }, async (request, reply) => {
    const query = tokenQuery.safeParse(request.query);
    const done = query.success && (await unsubscribe(options.db, options.key, query.data.token));
    if (!done) return reply.code(400).send(errorBody(400, 'The link is not one this site made.'));
    // The page's button: the site says it is done; a mail client is told in a word.
    if (request.headers.accept?.includes('text/html') === true)
      return toSite(request, reply, options, newsletterResultPaths.left);
    return reply.code(200).send({ status: 'unsubscribed' });
  });
}
