// Every error leaves as JSON with a readable message and no stack trace. Anything a client can
// cause is a 4xx; a 5xx means our side failed and says only that.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  fields?: Record<string, string>;
}

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

const clientMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the query as JSON (Content-Type: application/json).',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is larger than 32 KiB.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send the query as a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

function statusOf(error: Partial<FastifyError>): number {
  const code = error.statusCode;
  return typeof code === 'number' && code >= 400 && code <= 599 ? code : 500;
}

export function registerErrorReplies(app: FastifyInstance): void {
  app.setErrorHandler((error: Partial<FastifyError>, request, reply) => {
    const status = statusOf(error);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      // 503: the usual cause is the database being unreachable; the client may try again.
      return reply
        .code(503)
        .send(
          errorBody(
            503,
            'The server could not take this request right now. Please try again later.',
          ),
        );
    }
    const message =
      (error.code !== undefined ? clientMessages[error.code] : undefined) ??
      (error instanceof SyntaxError ? clientMessages.FST_ERR_CTP_INVALID_JSON_BODY : undefined) ??
      error.message ??
      STATUS_CODES[status] ??
      'Bad request';
    return reply.code(status).send(errorBody(status, message));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(
        errorBody(404, `There is nothing at ${request.method} ${request.url.split('?')[0] ?? ''}.`),
      ),
  );
}
