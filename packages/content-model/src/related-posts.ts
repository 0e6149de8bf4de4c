// The posts shown under a post as related: those that share a tag with it, most shared tags first,
// then the newest, never the post itself and never a draft; at most three, none when nothing is
// related.
import type { Post } from './posts.ts';

export const relatedMaximum = 3;

export function relatedPosts<T extends Pick<Post, 'path' | 'tags' | 'date' | 'title' | 'draft'>>(
  post: Pick<Post, 'path' | 'tags'>,
  posts: readonly T[],
): T[] {
  const tags = new Set(post.tags);
  return posts
    .filter((other) => other.path !== post.path && !other.draft)
    .map((other) => ({ other, shared: other.tags.filter((tag) => tags.has(tag)).length }))
    .filter(({ shared }) => shared > 0)
    .sort(
      (a, b) =>
        b.shared - a.shared ||
        (a.other.date === b.other.date
          ? a.other.title.localeCompare(b.other.title)
          : a.other.date < b.other.date
            ? 1
            : -1),
    )
    .slice(0, relatedMaximum)
    .map(({ other }) => other);
}
