// Every error leaves as JSON with a readable message and no stack trace. Anything a client can
// cause is a 4xx; a 5xx means our side failed and says only that: 503 with Retry-After, since
// the usual cause is a database that is away for a moment.
import { newsletterPaths, newsletterResultPaths } from '@portfolio/contract/newsletter';
import { repliesPaths, replyResultPaths } from '@portfolio/contract/replies';
import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody } from '@portfolio/contract/contact-query-wire';
import { contactQueryPath } from '@portfolio/contract/contact-query-limits';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isFormPost, redirectToResult, sitePageUrl } from '../queries/form-post.ts';
import type { FormOutcome, ResultSite } from '../queries/form-post.ts';

export type ErrorBody = ApiErrorBody;

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

/** Thrown by a route whose input failed the contract; becomes a 400 naming each bad field. */
export class InvalidFieldsError extends Error {
  readonly statusCode = 400;
  readonly fields: Record<string, string>;
  constructor(fields: Record<string, string>) {
    super(`Please check: ${Object.keys(fields).join(', ')}.`);
    this.fields = fields;
    this.name = 'InvalidFieldsError';
  }
}

/** Seconds a client should wait before trying again after a 503. */
export const retryAfterSeconds = 5;

const clientMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    'Send the query as JSON (Content-Type: application/json) or as a form (application/x-www-form-urlencoded).',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is larger than 32 KiB.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send the query as a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

function statusOf(error: Partial<FastifyError>): number {
  const code = error.statusCode;
  return typeof code === 'number' && code >= 400 && code <= 599 ? code : 500;
}

/** What a browser that posted the form itself is shown for an error. */
function formOutcome(error: Partial<FastifyError>, status: number): FormOutcome {
  if (error instanceof InvalidFieldsError)
    return { kind: 'invalid', fields: Object.keys(error.fields) };
  if (status === 429) return { kind: 'too-many' };
  return { kind: 'not-sent' };
}

/**
 * `formSite`: where a form posted without JavaScript is sent back to; its errors become a 303 to
 * the site's result page instead of JSON no visitor could read.
 */
export function registerErrorReplies(app: FastifyInstance, formSite: ResultSite): void {
  app.setErrorHandler(async (error: Partial<FastifyError>, request, reply) => {
    const status = statusOf(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // A rate limit refuses at the headers, before Node has parsed a body that came in the same
    // packet; one turn of the event loop later it has, and a refused request whose body has all
    // arrived keeps its connection (closing it would make a flood of 429s a flood of new
    // connections).
    if (status === 429 && !request.raw.complete) await new Promise(setImmediate);
    // The client may still be sending a body we will never read: end the connection rather
    // than wait for (or drain) the rest.
    if (status === 413 || status === 408 || (status === 429 && !request.raw.complete))
      reply.header('Connection', 'close');
    if (isFormPost(request) && request.routeOptions.url === contactQueryPath)
      return redirectToResult(request, reply, formSite, formOutcome(error, status));
    // The newsletter's and the replies' forms, posted by the browser itself: their own pages say
    // what happened.
    const pages =
      request.routeOptions.url === newsletterPaths.subscribe
        ? newsletterResultPaths
        : request.routeOptions.url === repliesPaths.replies
          ? replyResultPaths
          : undefined;
    if (isFormPost(request) && pages !== undefined)
      return reply
        .code(303)
        .header(
          'Location',
          sitePageUrl(
            request,
            formSite,
            error instanceof InvalidFieldsError ? pages.check : pages.notSent,
          ),
        )
        .header('Cache-Control', 'no-store')
        .send();
    if (error instanceof InvalidFieldsError)
      return reply.code(400).send({ ...errorBody(400, error.message), fields: error.fields });
    if (status >= 500)
      return reply
        .code(503)
        .header('Retry-After', String(retryAfterSeconds))
        .send(
          errorBody(
            503,
            'The server could not take this request right now. Please try again later.',
          ),
        );
    const message =
      (error.code !== undefined ? clientMessages[error.code] : undefined) ??
      (error instanceof SyntaxError ? clientMessages.FST_ERR_CTP_INVALID_JSON_BODY : undefined) ??
      error.message ??
      STATUS_CODES[status] ??
      'Bad request';
    return reply.code(status).send(errorBody(status, message));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const shown = path.length > 100 ? `${path.slice(0, 100)}…` : path;
    return reply.code(404).send(errorBody(404, `There is nothing at ${request.method} ${shown}.`));
  });
}
