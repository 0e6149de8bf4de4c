// The posts' RSS feed, prerendered at build time (features/blog/feeds.server.ts); the page model
// (packages/content-model/src/site-pages.ts) has it only while there is a published post.
import { feedLoader, rssXml } from '../features/blog/feeds.server.ts';

export const loader = feedLoader(rssXml, 'application/rss+xml; charset=utf-8');
