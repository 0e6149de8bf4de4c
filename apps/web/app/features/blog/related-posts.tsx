// Under a post: up to three posts that share its tags (@portfolio/content-model/related-posts),
// none when nothing is related.
import { useId } from 'react';
import { Link } from 'react-router';
import { copy } from '@portfolio/content/copy';
import { Words } from '../../components/words.tsx';

export function RelatedPosts({
  posts,
}: {
  posts: readonly { title: string; path: string; date: string; dateLabel: string }[];
}) {
  const id = useId();
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-12 border-t border-line pt-8 print:hidden">
      <h2 id={id} className="font-display text-2xl font-semibold">
        <Words of={copy.blog} name="relatedHeading" />
      </h2>
      <ul className="mt-4 grid gap-3">
        {posts.map((post) => (
          <li key={post.path}>
            <Link to={post.path} className="font-semibold underline-offset-4 hover:underline">
              {post.title}
            </Link>
            <span className="text-sm text-muted">
              {' · '}
              <time dateTime={post.date}>{post.dateLabel}</time>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
