// What the posts show of their replies, approved ones only: GET /replies?post=/blog/a-post as
// JSON for the post's island (the site's origins may read it), and GET /replies/page?post=… as a
// small page of its own for a reader without JavaScript, who reaches it from the post's link.
// Every reply is a stranger's words: text in the JSON, escaped in the page.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { escapeHtml } from '../inbox/html.ts';
import { InvalidFieldsError } from '../plugins/error-replies.ts';
import { approvedReplies } from './replies.ts';
import type { ShownReply } from './replies.ts';

export const repliesPath = '/replies';

const postQuery = z.object({
  post: z
    .string({ error: 'is required' })
    .max(300, 'must be at most 300 characters')
    .regex(/^\/[\w\-./%~]*$/, 'must be a path on the site, such as /blog/a-post'),
});

function postOf(query: unknown): string {
  const parsed = postQuery.safeParse(query);
  if (!parsed.success)
    throw new InvalidFieldsError({ post: parsed.error.issues[0]?.message ?? 'is not valid' });
  return parsed.data.post.replace(/\/+$/, '') || '/';
}

const safeUrl = (url: string | null) =>
  url !== null && /^https?:\/\//.test(url) ? url : undefined;

function repliesHtml(post: string, replies: readonly ShownReply[]): string {
  const items = replies.map((reply) => {
    const url = safeUrl(reply.author.url);
    const author =
      url === undefined
        ? escapeHtml(reply.author.name)
        : `<a href="${escapeHtml(url)}" rel="nofollow ugc noopener">${escapeHtml(reply.author.name)}</a>`;
    return `<li><p><strong>${author}</strong> · <time datetime="${escapeHtml(reply.at)}">${escapeHtml(reply.at.slice(0, 10))}</time>${reply.kind === 'reply' || reply.kind === 'mention' ? '' : ` · ${escapeHtml(reply.kind)}`}</p>${reply.text === '' ? '' : `<p style="white-space:pre-line">${escapeHtml(reply.text)}</p>`}${reply.answers.map((answer) => `<blockquote style="border-left:3px solid #888;margin:0 0 1rem;padding-left:1rem"><p><strong>The author</strong> · <time datetime="${escapeHtml(answer.at)}">${escapeHtml(answer.at.slice(0, 10))}</time></p><p style="white-space:pre-line">${escapeHtml(answer.text)}</p></blockquote>`).join('')}</li>`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="robots" content="noindex"><title>Replies</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1>Replies to ${escapeHtml(post)}</h1>${items.length === 0 ? '<p>No replies yet.</p>' : `<ol>${items.join('')}</ol>`}</body></html>`;
}

export function registerPublicRepliesRoutes(app: FastifyInstance, options: { db: Db }): void {
  app.get(repliesPath, async (request, reply) => {
    const post = postOf(request.query);
    return reply
      .header('Cache-Control', 'public, max-age=60')
      .send({ post, replies: await approvedReplies(options.db, post) });
  });
  app.get(`${repliesPath}/page`, async (request, reply) => {
    const post = postOf(request.query);
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'public, max-age=60')
      .header(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      )
      .send(repliesHtml(post, await approvedReplies(options.db, post)));
  });
}
