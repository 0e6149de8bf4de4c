import { describe, expect, it } from 'vitest';
import { webmentionLink } from './webmention-link.ts';

describe('a post’s Webmention endpoint', () => {
  it('is the API’s, when the site has this project’s API', () => {
    expect(webmentionLink()).toEqual([
      { tagName: 'link', rel: 'webmention', href: 'http://api.test/webmention' },
    ]);
  });

  it('is none without it', () => {
    expect(webmentionLink('')).toEqual([]);
  });
});
