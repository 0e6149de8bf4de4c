// The blog's fixed addresses. Free of Node APIs and of the schemas: the browser code imports it
// (the navbar's blog entry, every page's feed links).

/** The list of posts: in the navigation only while there is a published post. */
export const blogNavigationPath = '/blog';

/** A post's page. */
export const postPath = (slug: string): string => `${blogNavigationPath}/${slug}`;

/** A tag's page: the posts that carry it. */
export const tagPath = (tag: string): string => `${blogNavigationPath}/tags/${tag}`;

/** A series' page: its parts in reading order. */
export const seriesPath = (slug: string): string => `${blogNavigationPath}/series/${slug}`;

/** Where the posts' feeds are, when there are posts: RSS 2.0, Atom and JSON Feed 1.1. */
export const feedPaths = { rss: '/rss.xml', atom: '/atom.xml', json: '/feed.json' } as const;
