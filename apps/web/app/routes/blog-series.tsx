// /blog/series/<slug>: a series' parts in reading order (@portfolio/content-model/series). One
// route per series (routes.ts), so a series no post names is the 404 page.
import { data } from 'react-router';
import { copy } from '@portfolio/content/copy';
import { fill } from '@portfolio/content-model/fill';
import { seriesOf } from '@portfolio/content-model/series';
import { posts } from '@portfolio/content-model/site-pages';
import { BackLink } from '../components/back-link.tsx';
import { PostList } from '../features/blog/post-list.tsx';
import { summaryOf } from '../features/blog/post-summary.ts';
import { pageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/blog-series';
import { Words } from '../components/words.tsx';
import { ValueInWords } from '../components/value-in-words.tsx';

/** Runs at build time only. The build asks for the page and its data file (<path>.data). */
export function loader({ request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname.replace(/\.data$/, '').replace(/\/+$/, '');
  const series = seriesOf(posts).find((candidate) => pathname.endsWith(candidate.path));
  // React Router's way to answer 404 from a loader: a thrown response, not an Error.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (series === undefined) throw data(null, { status: 404 });
  return { name: series.name, path: series.path, posts: series.parts.map(summaryOf) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const page = loaderData as ReturnType<typeof loader> | undefined;
  if (page === undefined) return [];
  return pageMeta({
    title: fill(copy.blog.seriesTitle, { series: page.name }),
    description: fill(copy.blog.seriesDescription, {
      series: page.name,
      count: page.posts.length,
    }),
    path: page.path,
  });
};

export default function BlogSeriesRoute({ loaderData: page }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 pb-8 pt-28 sm:px-6 md:pt-36">
      <BackLink to="/blog">
        <Words of={copy.blog} name="allPosts" />
      </BackLink>
      <h1 className="mt-6 font-display text-4xl font-bold sm:text-5xl">
        <Words of={copy.blog} name="seriesTitle">
          <ValueInWords
            template={copy.blog.seriesTitle}
            name="series"
            value={page.name}
            marks={{}}
          />
        </Words>
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">
        <Words of={copy.blog} name="seriesDescription">
          <ValueInWords
            template={copy.blog.seriesDescription}
            name="series"
            value={page.name}
            marks={{}}
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
