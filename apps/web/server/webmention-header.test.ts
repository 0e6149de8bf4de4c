import { describe, expect, it } from 'vitest';
import { webmentionLinkHeader } from './webmention-header.ts';

describe('a page’s Webmention Link header', () => {
  it('is read from the page’s <link rel="webmention">', () => {
    expect(
      webmentionLinkHeader(
        '<head><link rel="webmention" href="https://api.example/webmention?a=1&amp;b=2"/></head>',
      ),
    ).toBe('<https://api.example/webmention?a=1&b=2>; rel="webmention"');
  });

  it('is none for a page without one, or an address a header cannot carry', () => {
    expect(webmentionLinkHeader('<h1>About</h1>')).toBeUndefined();
    expect(webmentionLinkHeader('<link rel="webmention" href="">')).toBeUndefined();
    expect(
      webmentionLinkHeader('<link rel="webmention" href="https://a.example/x>, <https://evil">'),
    ).toBeUndefined();
  });
});
