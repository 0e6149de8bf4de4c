import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './seo-files.ts';

describe('sitemapXml', () => {
  it('lists every page on the site URL, leaving out the 404 page', () => {
    expect(sitemapXml('https://me.example', ['/', '/about', '/404'])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://me.example/</loc></url>',
        '  <url><loc>https://me.example/about</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('keeps the path of a site served under one', () => {
    expect(sitemapXml('https://someone.github.io/portfolio', ['/', '/about'])).toContain(
      '<loc>https://someone.github.io/portfolio/about</loc>',
    );
  });

  it('escapes what XML would misread', () => {
    expect(sitemapXml('https://me.example', ['/a&b'])).toContain(
      '<loc>https://me.example/a&amp;b</loc>',
    );
  });
});

describe('sitemapXml in several languages', () => {
  const languages = [
    { tag: 'en', name: 'English', direction: 'ltr' as const, path: '/portfolio/' },
    { tag: 'hi', name: 'हिन्दी', direction: 'ltr' as const, path: '/portfolio/hi/' },
  ];
  const xml = sitemapXml('https://someone.github.io/portfolio', ['/', '/about', '/404'], languages);

  it('lists each page in every language, each naming all its translations and x-default', () => {
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = xml.split('<url>').slice(1);
    expect(entries).toHaveLength(4);
    const about = entries.filter((entry) => entry.includes('/about"'));
    expect(about.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)?.[1])).toEqual([
      'https://someone.github.io/portfolio/about',
      'https://someone.github.io/portfolio/hi/about',
    ]);
    for (const entry of about) {
      expect(entry).toContain(
        '<xhtml:link rel="alternate" hreflang="en" href="https://someone.github.io/portfolio/about"/>',
      );
      expect(entry).toContain(
        '<xhtml:link rel="alternate" hreflang="hi" href="https://someone.github.io/portfolio/hi/about"/>',
      );
      expect(entry).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://someone.github.io/portfolio/about"/>',
      );
    }
    expect(xml).not.toContain('/404');
  });

  it('is the one-language sitemap, unchanged, for a site with one language', () => {
    expect(sitemapXml('https://me.example', ['/'], languages.slice(0, 1))).toBe(
      sitemapXml('https://me.example', ['/']),
    );
  });
});

describe('robotsTxt', () => {
  it('lets every crawler in and points it at the sitemap', () => {
    expect(robotsTxt('https://me.example')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://me.example/sitemap.xml\n',
    );
  });
});
