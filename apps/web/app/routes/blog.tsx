// /blog: every published post, newest first, with the tags that gather them. It exists only when
// content/posts/ has a published post (packages/content-model/src/site-pages.ts).
import { copy } from '@portfolio/content/copy';
import { posts } from '@portfolio/content-model/site-pages';
import { tagsOf } from '@portfolio/content-model/posts';
import { PostList } from '../features/blog/post-list.tsx';
import { summaryOf } from '../features/blog/post-summary.ts';
import { PostTags } from '../features/blog/post-tags.tsx';
import { NewsletterForm } from '../features/newsletter/newsletter-form.tsx';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/blog';
import { Words } from '../components/words.tsx';

/** Runs at build time only: the posts' files and Markdown never reach the browser. */
export function loader() {
  return {
    posts: posts.map(summaryOf),
    tags: tagsOf(posts).map((entry) => entry.tag),
  };
}

export const meta = () =>
  pageMeta({ title: copy.blog.title, description: copy.blog.description, path: '/blog' });

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 pb-8 pt-28 sm:px-6 md:pt-36">
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent-to">
        <Words of={copy.blog} name="title" />
      </p>
      <h1 className="mt-3 font-display text-4xl font-bold sm:text-5xl">
        <Words of={copy.blog} name="heading" />
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">
        <Words of={copy.blog} name="description" />
      </p>
      <PostTags tags={loaderData.tags} className="mt-6" />
      <div className="mt-10">
        <PostList posts={loaderData.posts} />
      </div>
      <NewsletterForm className="mt-12" />
    </div>
  );
}
