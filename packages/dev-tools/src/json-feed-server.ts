// A site's JSON Feed served by a test, standing in for the site's own (the newsletter and
// Webmention read it): /feed.json answers with the items given at that moment, each `url` (a path
// such as `blog/a-post`) made absolute on this server; any other path is a 404.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface JsonFeedServer {
  /** `http://127.0.0.1:<port>/`: the feed's site. */
  site: string;
  /** The feed's own address. */
  feedUrl: string;
  close: () => Promise<void>;
}

export async function jsonFeedServer(
  items: () => readonly ({ url: string } & Record<string, unknown>)[],
): Promise<JsonFeedServer> {
  let site = '';
  const server = createServer((request, response) => {
    if (request.url !== '/feed.json') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/feed+json' }).end(
      JSON.stringify({
        version: 'https://jsonfeed.org/version/1.1',
        title: 'Posts',
        language: 'en',
        authors: [{ name: 'The Owner' }],
        items: items().map((item) => ({
          id: item.url,
          ...item,
          url: new URL(item.url, site).href,
        })),
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/`;
  return {
    site,
    feedUrl: `${site}feed.json`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
