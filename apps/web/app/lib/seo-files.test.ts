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

describe('robotsTxt', () => {
  it('lets every crawler in and points it at the sitemap', () => {
    expect(robotsTxt('https://me.example')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://me.example/sitemap.xml\n',
    );
  });
});
