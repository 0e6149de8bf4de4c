// POST /query/queryPost: validate against the shared contract, store, then answer 201.
import { contactQuerySchema } from '@portfolio/contract/contact-query';
import { contactQueryPath } from '@portfolio/contract/contact-query-limits';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import type { NotificationChannel } from '../db/schema.ts';
import { errorBody } from '../plugins/error-replies.ts';
import type { ErrorBody } from '../plugins/error-replies.ts';
import { isHoneypotFilled } from './honeypot.ts';
import { createQueryWriter } from './query-writer.ts';

export const bodyLimitBytes = 32 * 1024;

export interface QueryRouteOptions {
  db: Db;
  channels: readonly NotificationChannel[];
  rateLimit: { max: number; timeWindowMs: number };
  onStored: () => void;
}

function isJsonRequest(contentType: string | undefined): boolean {
  return /^application\/json\s*(;|$)/i.test(contentType ?? '');
}

function fieldErrors(body: unknown): ErrorBody | undefined {
  const result = contactQuerySchema.safeParse(body);
  if (result.success) return undefined;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'body');
    fields[field] ??= issue.message;
  }
  return { ...errorBody(400, `Please check: ${Object.keys(fields).join(', ')}.`), fields };
}

export function registerQueryRoute(app: FastifyInstance, options: QueryRouteOptions): void {
  const write = createQueryWriter(options.db, options.channels);
  app.post(
    contactQueryPath,
    {
      bodyLimit: bodyLimitBytes,
      config: {
        rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindowMs },
      },
      preValidation: async (request, reply) => {
        if (!isJsonRequest(request.headers['content-type']))
          await reply
            .code(415)
            .send(errorBody(415, 'Send the query as JSON (Content-Type: application/json).'));
      },
    },
    async (request, reply) => {
      const body: unknown = request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        return reply.code(400).send(errorBody(400, 'The request body must be a JSON object.'));

      const invalid = fieldErrors(body);
      if (invalid) return reply.code(400).send(invalid);
      const query = contactQuerySchema.parse(body);

      const spam = isHoneypotFilled(body);

      const stored = await write({ ...query, spam });
      if (!spam && !stored.duplicate) options.onStored();
      request.log.info({ queryId: stored.id, spam, duplicate: stored.duplicate }, 'query received');
      return reply.code(201).send({ id: stored.id, status: 'received' });
    },
  );
}
