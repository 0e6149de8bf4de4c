// The posts' JSON Feed feed, prerendered at build time (features/blog/feeds.server.ts); the page model
// (packages/content-model/src/site-pages.ts) has it only while there is a published post.
import { feedLoader, jsonFeed } from '../features/blog/feeds.server.ts';

export const loader = feedLoader(jsonFeed, 'application/feed+json; charset=utf-8');
