// The replies as CSV, for `npm run replies -- export` and the inbox's download: every reply,
// mention and answer the API keeps, with its post, kind, author, text, status and times; each cell
// safe to open in a spreadsheet (cli/csv.ts).
import { toCsv } from '../cli/csv.ts';
import type { Reply } from './replies.ts';

export function repliesCsv(replies: readonly Reply[]): string {
  return toCsv(
    [
      'id',
      'post',
      'kind',
      'status',
      'author_name',
      'author_url',
      'email',
      'text',
      'answer_to',
      'source',
      'published',
      'received_at',
      'spam_reasons',
    ],
    replies.map((reply) => [
      reply.id,
      reply.post,
      reply.kind,
      reply.status,
      reply.author.name,
      reply.author.url,
      reply.email,
      reply.text,
      reply.parentId,
      reply.source,
      reply.published,
      reply.createdAt,
      reply.spamReasons.map((reason) => reason.detail).join('; '),
    ]),
  );
}
