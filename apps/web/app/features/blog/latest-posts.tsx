import { Link } from 'react-router';
import { HiArrowRight } from 'react-icons/hi2';
import { copy } from '@portfolio/content/copy';
import { PostList } from './post-list.tsx';
import type { PostSummary } from './post-summary.ts';
import { Words } from '../../components/words.tsx';

/** Home's latest posts, with a link to the rest; nothing when the site has no blog. */
export function LatestPosts({ posts }: { posts: readonly PostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="latest-posts" className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
      <h2 id="latest-posts" className="font-display text-3xl font-semibold">
        <Words of={copy.blog} name="latestHeading" />
      </h2>
      <div className="mt-6">
        <PostList posts={posts} headingLevel={3} />
      </div>
      <Link
        to="/blog"
        className="mt-6 inline-flex items-center gap-2 text-sm font-medium text-muted underline decoration-line underline-offset-4 hover:text-fg hover:decoration-accent-to"
      >
        <Words of={copy.blog} name="latestLink" />
        <HiArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}
