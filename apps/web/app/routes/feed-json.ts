// The posts' JSON Feed, prerendered at build time (features/blog/feeds.server.ts); the page model
// (content/schema/site-pages.ts) has it only while there is a published post.
import pictures from 'virtual:content-assets/markdownPictures';
import { posts } from '@portfolio/content/schema/site-pages';
import { jsonFeed } from '../features/blog/feeds.server.ts';
import { pickContentPicture } from '../lib/content-asset.ts';

export async function loader(): Promise<Response> {
  const body = await jsonFeed({
    siteUrl: __SITE_URL__,
    posts,
    picturePath: (contentPath) => pickContentPicture(pictures, contentPath).img.src,
  });
  return new Response(body, {
    headers: { 'Content-Type': 'application/feed+json; charset=utf-8' },
  });
}
