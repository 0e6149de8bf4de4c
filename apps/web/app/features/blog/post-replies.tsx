// The replies under a post, approved by the owner (apps/api/src/replies/): fetched from the API
// when they come near the view, so a reply approved today shows without a rebuild. Until then,
// and without JavaScript, a link to the API's page of them. Every reply is a stranger's words:
// shown as text, line breaks kept; an author's site linked only when it is http(s), marked as
// the reader's (rel="nofollow ugc noopener").
import { useEffect, useId, useState } from 'react';
import { copy } from '@portfolio/content/copy';
import { identity } from '@portfolio/content/identity';
import { Words } from '../../components/words.tsx';

const words = copy.replies;

export interface ShownReply {
  id: string;
  kind: 'reply' | 'mention' | 'like' | 'repost' | 'bookmark';
  author: { name: string; url: string | null };
  text: string;
  at: string;
  /** The author's answers to it, oldest first. */
  answers?: { id: string; text: string; at: string }[];
}

export interface PostRepliesProps {
  /** The API's replies route ('' when the site has no API of this project). */
  endpoint: string;
  /** The post's path on the site, its language's included. */
  post: string;
}

type State = { kind: 'waiting' } | { kind: 'failed' } | { kind: 'shown'; replies: ShownReply[] };

const httpUrl = (url: string | null): string | undefined =>
  url !== null && /^https?:\/\//i.test(url) ? url : undefined;

function isReply(value: unknown): value is ShownReply {
  if (typeof value !== 'object' || value === null) return false;
  const reply = value as Partial<ShownReply>;
  return (
    typeof reply.id === 'string' &&
    typeof reply.text === 'string' &&
    typeof reply.at === 'string' &&
    typeof reply.author?.name === 'string'
  );
}

const isAnswer = (value: unknown): value is { id: string; text: string; at: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'string' &&
  typeof (value as { text?: unknown }).text === 'string' &&
  typeof (value as { at?: unknown }).at === 'string';

function Author({ author }: { author: ShownReply['author'] }) {
  const url = httpUrl(author.url);
  return url === undefined ? (
    <span>{author.name}</span>
  ) : (
    <a href={url} rel="nofollow ugc noopener" className="underline underline-offset-4">
      {author.name}
    </a>
  );
}

const dayLabel = (at: string) => {
  const date = new Date(at);
  return Number.isNaN(date.getTime())
    ? at
    : new Intl.DateTimeFormat(copy.language, { dateStyle: 'medium' }).format(date);
};

export function PostReplies({ endpoint, post }: PostRepliesProps) {
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'waiting' });
  useEffect(() => {
    if (endpoint === '') return undefined;
    const controller = new AbortController();
    fetch(`${endpoint}?${new URLSearchParams({ post }).toString()}`, {
      signal: controller.signal,
    })
      .then((response) =>
        response.ok
          ? (response.json() as Promise<unknown>)
          : Promise.reject(new Error(String(response.status))),
      )
      .then((body) => {
        const list = (body as { replies?: unknown }).replies;
        setState({ kind: 'shown', replies: Array.isArray(list) ? list.filter(isReply) : [] });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: 'failed' });
      });
    return () => controller.abort();
  }, [endpoint, post]);

  const answers =
    state.kind === 'shown'
      ? state.replies.filter((r) => r.kind === 'reply' || r.kind === 'mention')
      : [];
  const reactions = (kind: ShownReply['kind']) =>
    state.kind === 'shown' ? state.replies.filter((reply) => reply.kind === kind) : [];
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-12 border-t border-line pt-8">
      <h2 id={`${id}-heading`} className="font-display text-2xl font-semibold">
        <Words of={words} name="heading" />
      </h2>
      {state.kind === 'waiting' ? (
        <p className="mt-4 text-muted">
          <a
            href={`${endpoint}/page?${new URLSearchParams({ post }).toString()}`}
            className="underline underline-offset-4"
          >
            <Words of={words} name="readThem" />
          </a>
        </p>
      ) : state.kind === 'failed' ? (
        <p role="status" className="mt-4 text-muted">
          <Words of={words} name="failed" />
        </p>
      ) : state.replies.length === 0 ? (
        <p role="status" className="mt-4 text-muted">
          <Words of={words} name="none" />
        </p>
      ) : (
        <>
          {(
            [
              ['like', 'liked'],
              ['repost', 'shared'],
              ['bookmark', 'bookmarked'],
            ] as const
          ).map(([kind, label]) =>
            reactions(kind).length === 0 ? null : (
              <p key={kind} className="mt-4 text-muted">
                <Words of={words} name={label} />{' '}
                {reactions(kind).map((reply, index) => (
                  <span key={reply.id}>
                    {index > 0 ? ', ' : ''}
                    <Author author={reply.author} />
                  </span>
                ))}
              </p>
            ),
          )}
          {answers.length === 0 ? null : (
            <ol className="mt-6 grid gap-4">
              {answers.map((reply) => (
                <li
                  key={reply.id}
                  className="rounded-2xl border border-line bg-ink-850/80 px-5 py-4"
                >
                  <p className="text-sm text-muted">
                    <strong className="text-fg">
                      <Author author={reply.author} />
                    </strong>
                    <span aria-hidden="true"> · </span>
                    <time dateTime={reply.at}>{dayLabel(reply.at)}</time>
                  </p>
                  {reply.text === '' ? null : (
                    <p className="mt-2 whitespace-pre-line [overflow-wrap:anywhere]">
                      {reply.text}
                    </p>
                  )}
                  {(reply.answers ?? []).filter(isAnswer).map((answer) => (
                    <div key={answer.id} className="mt-4 border-s-2 border-accent-to ps-4">
                      <p className="text-sm text-muted">
                        <strong className="text-fg">{identity.fullName}</strong>{' '}
                        <span className="rounded-full border border-line px-2 py-0.5 text-xs">
                          <Words of={words} name="byAuthor" />
                        </span>
                        <span aria-hidden="true"> · </span>
                        <time dateTime={answer.at}>{dayLabel(answer.at)}</time>
                      </p>
                      <p className="mt-2 whitespace-pre-line [overflow-wrap:anywhere]">
                        {answer.text}
                      </p>
                    </div>
                  ))}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
