// /blog/tags/<tag>: the published posts that carry one tag, newest first. One route per tag
// (routes.ts), so a tag no post carries is the 404 page.
import { data } from 'react-router';
import { copy } from '@portfolio/content/copy';
import { fill } from '@portfolio/content-model/fill';
import { tagsOf } from '@portfolio/content-model/posts';
import { posts } from '@portfolio/content-model/site-pages';
import { BackLink } from '../components/back-link.tsx';
import { PostList } from '../features/blog/post-list.tsx';
import { summaryOf } from '../features/blog/post-summary.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/blog-tag';
import { Words } from '../components/words.tsx';
import { ValueInWords } from '../components/value-in-words.tsx';
import { tagLanguage, tagName } from '@portfolio/content-model/tag-names';

/** Runs at build time only. The build asks for the page and its data file (<path>.data). */
export function loader({ request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname.replace(/\.data$/, '').replace(/\/+$/, '');
  const entry = tagsOf(posts).find((candidate) => pathname.endsWith(candidate.path));
  // React Router's way to answer 404 from a loader: a thrown response, not an Error.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (entry === undefined) throw data(null, { status: 404 });
  return { tag: entry.tag, path: entry.path, posts: entry.posts.map(summaryOf) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const page = loaderData as ReturnType<typeof loader> | undefined;
  if (page === undefined) return [];
  return pageMeta({
    title: fill(copy.blog.tagTitle, { tag: tagName(page.tag) }),
    description: fill(copy.blog.tagDescription, {
      tag: tagName(page.tag),
      count: page.posts.length,
    }),
    path: page.path,
  });
};

export default function BlogTagRoute({ loaderData: page }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 pb-8 pt-28 sm:px-6 md:pt-36">
      <BackLink to="/blog">
        <Words of={copy.blog} name="allPosts" />
      </BackLink>
      <h1 className="mt-6 font-display text-4xl font-bold sm:text-5xl">
        <Words of={copy.blog} name="tagTitle">
          <ValueInWords
            template={copy.blog.tagTitle}
            name="tag"
            value={tagName(page.tag)}
            marks={tagLanguage(page.tag)}
          />
        </Words>
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">
        <Words of={copy.blog} name="tagDescription">
          <ValueInWords
            template={copy.blog.tagDescription}
            name="tag"
            value={tagName(page.tag)}
            marks={tagLanguage(page.tag)}
            values={{ count: page.posts.length }}
          />
        </Words>
      </p>
      <div className="mt-10">
        <PostList posts={page.posts} />
      </div>
    </div>
  );
}
