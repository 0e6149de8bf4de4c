// A post, /blog/<slug>, from content/posts/<slug>.md: prerendered, its Markdown made HTML at build
// time with its code highlighted (lib/render-markdown.server.ts), so it costs the visitor no
// JavaScript beyond the shell's. One route per post (routes.ts): an address no post has is the
// 404 page.
import { data } from 'react-router';
import { copy } from '@portfolio/content/copy';
import { identity } from '@portfolio/content/identity';
import { fill } from '@portfolio/content-model/fill';
import { posts } from '@portfolio/content-model/site-pages';
import { relatedPosts } from '@portfolio/content-model/related-posts';
import { seriesOfPost } from '@portfolio/content-model/series';
import type { Route } from './+types/post';
import { BackLink } from '../components/back-link.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import { NeighbourLinks } from '../components/neighbour-links.tsx';
import { MarkdownBlocks } from '../components/markdown-blocks.tsx';
import { dayLabel, summaryOf } from '../features/blog/post-summary.ts';
import { PostTags } from '../features/blog/post-tags.tsx';
import { NewsletterForm } from '../features/newsletter/newsletter-form.tsx';
import postReplies from '../features/blog/post-replies.island.tsx';
import { ReplyForm } from '../features/blog/reply-form.tsx';
import { Island } from '../islands/island.tsx';
import { postOgImagePath } from '../lib/og-image.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { renderLongRead } from '../lib/render-markdown.server.ts';
import { urlUnder } from '../lib/url-under.ts';
import { webmentionLink } from '../lib/webmention-link.ts';
import { Words } from '../components/words.tsx';
import { TableOfContentsAbove, TableOfContentsBeside } from '../components/table-of-contents.tsx';
import { longReadLayout } from '../components/long-read-layout.ts';
import { RelatedPosts } from '../features/blog/related-posts.tsx';
import { SeriesParts, type SeriesFacts } from '../features/blog/series-parts.tsx';

/** The series a post is a part of, as its page shows it; null for a post in none. */
function seriesFactsOf(post: (typeof posts)[number]): SeriesFacts | null {
  const found = seriesOfPost(post, posts);
  return found === undefined
    ? null
    : {
        name: found.series.name,
        path: found.series.path,
        part: found.part,
        parts: found.series.parts.map((part) => ({ title: part.title, path: part.path })),
      };
}

/** Runs at build time only. The build asks for the page and its data file (<path>.data). */
export async function loader({ request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname.replace(/\.data$/, '').replace(/\/+$/, '');
  const index = posts.findIndex((candidate) => pathname.endsWith(candidate.path));
  const post = posts[index];
  // React Router's way to answer 404 from a loader: a thrown response, not an Error.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (post === undefined) throw data(null, { status: 404 });
  const neighbour = (other: (typeof posts)[number] | undefined) =>
    other === undefined ? null : { title: other.title, path: other.path };
  return {
    ...summaryOf(post),
    updated: post.updated ?? null,
    updatedLabel:
      post.updated === undefined ? null : fill(copy.blog.updated, { date: dayLabel(post.updated) }),
    ...(await renderLongRead(post.body, post.toc)),
    series: seriesFactsOf(post),
    related: relatedPosts(post, posts).map((other) => ({
      title: other.title,
      path: other.path,
      date: other.date,
      dateLabel: dayLabel(other.date),
    })),
    card: postOgImagePath(post.slug),
    // Posts are newest first: the one before in the list is newer.
    newer: neighbour(posts[index - 1]),
    older: neighbour(posts[index + 1]),
  };
}

type Post = Awaited<ReturnType<typeof loader>>;

/** A post's path on the whole site, its language's path included (`/hi/blog/a-post`). */
const pathOnSite = (path: string): string =>
  `${__SITE_PATH__}${path.slice(1)}`.slice(import.meta.env.BASE_URL.length - 1);

export const meta = ({ loaderData }: Route.MetaArgs) => {
  // Absent when the loader answered 404.
  const post = loaderData as Post | undefined;
  if (post === undefined) return [];
  return [
    ...pageMeta({
      title: post.title,
      description: post.description,
      path: post.path,
      image: { path: post.card, alt: post.title },
      type: 'article',
    }),
    { property: 'article:published_time', content: post.date },
    ...(post.updated === null
      ? []
      : [{ property: 'article:modified_time', content: post.updated }]),
    ...post.tags.map((tag) => ({ property: 'article:tag', content: tag })),
    // Where another site tells this one that it answered the post (Webmention).
    ...webmentionLink(),
  ];
};

/** What search engines read of a post: schema.org's BlogPosting, with its author. */
function PostStructuredData({ post }: { post: Post }) {
  const url = urlUnder(__SITE_URL__, post.path);
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.description,
        url,
        mainEntityOfPage: url,
        datePublished: post.date,
        dateModified: post.updated ?? post.date,
        image: urlUnder(__SITE_URL__, post.card),
        keywords: post.tags.join(', '),
        inLanguage: post.language.lang ?? copy.language,
        author: { '@type': 'Person', name: identity.fullName, url: urlUnder(__SITE_URL__, '/') },
      }}
    />
  );
}

export default function PostRoute({ loaderData: post }: Route.ComponentProps) {
  return (
    <div className={longReadLayout(post.outline.length > 0)}>
      <article data-pagefind-body className="min-w-0">
        <PostStructuredData post={post} />
        <BackLink to="/blog">
          <Words of={copy.blog} name="allPosts" />
        </BackLink>
        <h1 className="mt-6 font-display text-4xl font-bold sm:text-5xl" {...post.language}>
          {post.title}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-muted" {...post.language}>
          {post.description}
        </p>
        <p className="mt-4 text-sm text-muted">
          <time dateTime={post.date}>{post.dateLabel}</time>
          <span aria-hidden="true"> · </span>
          <span>{post.readingLabel}</span>
          {post.updated === null ? null : (
            <>
              <span aria-hidden="true"> · </span>
              <time dateTime={post.updated}>{post.updatedLabel}</time>
            </>
          )}
        </p>
        <PostTags tags={post.tags} className="mt-4" />
        {post.series === null ? null : <SeriesParts series={post.series} current={post.path} />}
        {post.outline.length > 0 ? <TableOfContentsAbove outline={post.outline} /> : null}
        <MarkdownBlocks blocks={post.blocks} className="mt-10" {...post.language} />
        <RelatedPosts posts={post.related} />
        {__REPLIES_ENDPOINT__ === '' ? null : (
          <>
            <Island
              of={postReplies}
              props={{ endpoint: __REPLIES_ENDPOINT__, post: pathOnSite(post.path) }}
            />
            <ReplyForm post={pathOnSite(post.path)} className="mt-8" />
          </>
        )}
        <NewsletterForm className="mt-12" />
        <NeighbourLinks
          label={copy.blog.neighboursLabel}
          previous={post.newer === null ? null : { ...post.newer, label: copy.blog.newerPost }}
          next={post.older === null ? null : { ...post.older, label: copy.blog.olderPost }}
        />
      </article>
      {post.outline.length > 0 ? <TableOfContentsBeside outline={post.outline} /> : null}
    </div>
  );
}
