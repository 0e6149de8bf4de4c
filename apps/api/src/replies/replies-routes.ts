// What the posts show of their replies, approved ones only: GET /replies?post=/blog/a-post as
// JSON for the post's island (the site's origins may read it), and GET /replies/page?post=… as a
// small page of its own for a reader without JavaScript, who reaches it from the post's link.
// Every reply is a stranger's words: text in the JSON, escaped in the page.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { escapeHtml } from '../inbox/html.ts';
import { InvalidFieldsError } from '../plugins/error-replies.ts';
import type { ResultSite } from '../queries/form-post.ts';
import { postUrl } from './reply-mail-text.ts';
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

/**
 * The site's look in a few lines: its dark and light surfaces, text and accent (apps/web/app/app.css),
 * chosen by the reader's system setting, in the system's font.
 */
const siteLook = `:root{color-scheme:dark;--bg:#060912;--card:#0f1628;--line:rgb(148 163 184/.16);--fg:#e8ebf4;--muted:#aab3c8;--accent:#22d3ee}@media (prefers-color-scheme:light){:root{color-scheme:light;--bg:#f6f7fb;--card:#fff;--line:rgb(30 41 59/.14);--fg:#0b1224;--muted:#4a5468;--accent:#0e7490}}body{margin:0;background:var(--bg);color:var(--fg);font:1rem/1.6 system-ui,sans-serif}main{max-width:48rem;margin:0 auto;padding:3rem 1rem}h1{font-size:1.75rem;line-height:1.25;margin:1rem 0 1.5rem}a{color:var(--accent);text-underline-offset:4px}ol{list-style:none;padding:0;display:grid;gap:1rem}li{background:var(--card);border:1px solid var(--line);border-radius:1rem;padding:1rem 1.25rem}p{margin:.25rem 0}.meta{color:var(--muted);font-size:.875rem}.text{white-space:pre-line;overflow-wrap:anywhere}blockquote{margin:1rem 0 0;padding-inline-start:1rem;border-inline-start:2px solid var(--accent)}`;

function repliesHtml(post: string, postUrl: string, replies: readonly ShownReply[]): string {
  const items = replies.map((reply) => {
    const url = safeUrl(reply.author.url);
    const author =
      url === undefined
        ? escapeHtml(reply.author.name)
        : `<a href="${escapeHtml(url)}" rel="nofollow ugc noopener">${escapeHtml(reply.author.name)}</a>`;
    const kind =
      reply.kind === 'reply' || reply.kind === 'mention' ? '' : ` · ${escapeHtml(reply.kind)}`;
    const answers = reply.answers
      .map(
        (answer) =>
          `<blockquote><p class="meta"><strong>The author</strong> · <time datetime="${escapeHtml(answer.at)}">${escapeHtml(answer.at.slice(0, 10))}</time></p><p class="text">${escapeHtml(answer.text)}</p></blockquote>`,
      )
      .join('');
    return `<li><p class="meta"><strong>${author}</strong> · <time datetime="${escapeHtml(reply.at)}">${escapeHtml(reply.at.slice(0, 10))}</time>${kind}</p>${reply.text === '' ? '' : `<p class="text">${escapeHtml(reply.text)}</p>`}${answers}</li>`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="robots" content="noindex"><title>Replies</title><style>${siteLook}</style></head><body><main><p><a href="${escapeHtml(postUrl)}">← Back to the post</a></p><h1>Replies to ${escapeHtml(post)}</h1>${items.length === 0 ? '<p>No replies yet.</p>' : `<ol>${items.join('')}</ol>`}</main></body></html>`;
}

export function registerPublicRepliesRoutes(
  app: FastifyInstance,
  options: { db: Db; site: ResultSite },
): void {
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
      .send(
        repliesHtml(post, postUrl(options.site, post), await approvedReplies(options.db, post)),
      );
  });
}
