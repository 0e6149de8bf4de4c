import { Link } from 'react-router';
import type { PostSummary } from './post-summary.ts';
import { PostTags } from './post-tags.tsx';

/** Posts as a list, newest first: each a heading linking to it, its date, reading time and tags. */
export function PostList({
  posts,
  headingLevel = 2,
}: {
  posts: readonly PostSummary[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ol className="grid gap-6">
      {posts.map((post) => (
        <li key={post.path}>
          <article className="rounded-2xl border border-line bg-ink-850 p-6 transition-colors hover:border-accent-from/60">
            <p className="text-sm text-muted">
              <time dateTime={post.date}>{post.dateLabel}</time>
              <span aria-hidden="true"> · </span>
              <span>{post.readingLabel}</span>
            </p>
            <Heading className="mt-2 font-display text-2xl font-semibold" {...post.language}>
              <Link to={post.path} className="hover:underline hover:decoration-accent-to">
                {post.title}
              </Link>
            </Heading>
            <p className="mt-2 text-muted" {...post.language}>
              {post.description}
            </p>
            <PostTags tags={post.tags} className="mt-4" />
          </article>
        </li>
      ))}
    </ol>
  );
}
