// The posts as feeds, with their full content and every address absolute under SITE_URL (its
// sub-path included): RSS 2.0 and Atom through the `feed` library, JSON Feed 1.1 as its spec
// writes it (the library writes version 1). Build time only: prerendered resource routes
// (routes/rss-xml.ts, atom-xml.ts, feed-json.ts), each a `feedLoader`.
import { tagName } from '@portfolio/content-model/tag-names';
import pictures from 'virtual:content-assets/markdownPictures';
import { Feed } from 'feed';
import { copy } from '@portfolio/content/copy';
import { identity } from '@portfolio/content/identity';
import { fill } from '@portfolio/content-model/fill';
import type { Post } from '@portfolio/content-model/posts';
import { posts } from '@portfolio/content-model/site-pages';
import { pickContentPicture } from '../../lib/content-asset.ts';
import { feedPaths } from '@portfolio/content-model/blog-paths';
import { renderMarkdownForFeed } from '../../lib/render-markdown.server.ts';
import { urlUnder } from '../../lib/url-under.ts';

export interface FeedSource {
  siteUrl: string;
  posts: readonly Post[];
  /** Where the site serves a picture of content/assets/, as a path from the host (base included). */
  picturePath: (contentPath: string) => string;
}

/** A post's categories in a feed: its tags' names, and its series' name when it is a part of one. */
const categoriesOf = (post: Post): string[] => [
  ...post.tags.map((tag) => tagName(tag)),
  ...(post.series === undefined ? [] : [post.series]),
];

/** A day as a moment: noon UTC, so no time zone moves it to another day. */
const moment = (day: string): Date => new Date(`${day}T12:00:00Z`);

async function entries({ siteUrl, posts, picturePath }: FeedSource) {
  const origin = new URL(siteUrl).origin;
  return Promise.all(
    posts.map(async (post) => {
      const url = urlUnder(siteUrl, post.path);
      return {
        post,
        url,
        html: await renderMarkdownForFeed(post.body, {
          pageUrl: url,
          siteUrl,
          pictureUrl: (contentPath) => new URL(picturePath(contentPath), origin).href,
        }),
        image: post.cover === undefined ? undefined : new URL(picturePath(post.cover), origin).href,
      };
    }),
  );
}

const title = (): string => fill(copy.blog.feedTitle);

async function libraryFeed(source: FeedSource): Promise<Feed> {
  const items = await entries(source);
  const newest = source.posts[0];
  const feed = new Feed({
    title: title(),
    description: copy.blog.description,
    id: urlUnder(source.siteUrl, '/blog'),
    link: urlUnder(source.siteUrl, '/blog'),
    language: copy.language,
    copyright: identity.fullName,
    updated: newest === undefined ? new Date(0) : moment(newest.updated ?? newest.date),
    feedLinks: {
      rss: urlUnder(source.siteUrl, feedPaths.rss),
      atom: urlUnder(source.siteUrl, feedPaths.atom),
      json: urlUnder(source.siteUrl, feedPaths.json),
    },
    author: { name: identity.fullName, link: urlUnder(source.siteUrl, '/') },
  });
  for (const { post, url, html, image } of items)
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      description: post.description,
      content: html,
      date: moment(post.updated ?? post.date),
      published: moment(post.date),
      author: [{ name: identity.fullName, link: urlUnder(source.siteUrl, '/') }],
      category: categoriesOf(post).map((name) => ({ name })),
      ...(image === undefined ? {} : { image }),
    });
  return feed;
}

export const rssXml = async (source: FeedSource): Promise<string> =>
  (await libraryFeed(source)).rss2();

export const atomXml = async (source: FeedSource): Promise<string> =>
  (await libraryFeed(source)).atom1();

/** JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/). */
export async function jsonFeed(source: FeedSource): Promise<string> {
  const author = { name: identity.fullName, url: urlUnder(source.siteUrl, '/') };
  const items = await entries(source);
  return JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: title(),
    home_page_url: urlUnder(source.siteUrl, '/blog'),
    feed_url: urlUnder(source.siteUrl, feedPaths.json),
    description: copy.blog.description,
    language: copy.language,
    authors: [author],
    items: items.map(({ post, url, html, image }) => ({
      id: url,
      url,
      title: post.title,
      summary: post.description,
      content_html: html,
      date_published: moment(post.date).toISOString(),
      ...(post.updated === undefined ? {} : { date_modified: moment(post.updated).toISOString() }),
      tags: categoriesOf(post),
      authors: [author],
      ...(image === undefined ? {} : { image }),
    })),
  });
}

/** A feed route's loader: this build's posts as one feed, pictures from the build's own files. */
export const feedLoader =
  (render: (source: FeedSource) => Promise<string>, contentType: string) =>
  async (): Promise<Response> =>
    new Response(
      await render({
        siteUrl: __SITE_URL__,
        posts,
        picturePath: (contentPath) => pickContentPicture(pictures, contentPath).img.src,
      }),
      { headers: { 'Content-Type': contentType } },
    );
