import { describe, expect, it } from 'vitest';
import { commonHeaders } from './security-headers.ts';
import {
  headersFile,
  notFoundRedirects,
  pageUrlPaths,
  staticHostRules,
  vercelJson,
} from './static-host-headers.ts';

const policies = new Map([
  ['index.html', "default-src 'self'; script-src 'self' 'sha256-a'"],
  ['about/index.html', "default-src 'self'; script-src 'self' 'sha256-b'"],
  ['404.html', "default-src 'self'"],
]);

describe('headers for static hosts', () => {
  it('names each page by the URLs it answers at, under the base path', () => {
    expect(pageUrlPaths('/', 'index.html')).toEqual(['/']);
    expect(pageUrlPaths('/', 'about/index.html')).toEqual(['/about', '/about/']);
    expect(pageUrlPaths('/portfolio/', 'index.html')).toEqual(['/portfolio', '/portfolio/']);
    expect(pageUrlPaths('/portfolio/', 'about/index.html')).toEqual([
      '/portfolio/about',
      '/portfolio/about/',
    ]);
  });

  it('names a post’s Webmention endpoint in a Link header, on that page alone', () => {
    const rules = staticHostRules(
      '/',
      policies,
      new Map([['about/index.html', '<https://api.example/webmention>; rel="webmention"']]),
    );
    expect(rules.find((rule) => rule.path === '/about')?.headers.Link).toBe(
      '<https://api.example/webmention>; rel="webmention"',
    );
    expect(rules.find((rule) => rule.path === '/')?.headers.Link).toBeUndefined();
    expect(rules[0]?.headers.Link).toBeUndefined();
  });

  it("gives every path the site server's headers, a year's caching to hashed files and each page its policy", () => {
    const rules = staticHostRules('/portfolio/', policies);
    expect(rules[0]).toEqual({ path: '/portfolio/*', headers: commonHeaders() });
    expect(rules[0]?.headers).toMatchObject({
      'Strict-Transport-Security': 'max-age=31536000',
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
    expect(rules[1]).toEqual({
      path: '/portfolio/assets/*',
      headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
    });
    expect(rules.find((rule) => rule.path === '/portfolio/about/')?.headers).toEqual({
      'Content-Security-Policy': policies.get('about/index.html'),
    });
    // The 404 page answers unknown paths, which no rule can name; its <meta> policy applies.
    expect(rules.map((rule) => rule.path)).not.toContain('/portfolio/404.html');
    // Netlify and Cloudflare join a header set by two matching rules: no header is in two rules.
    const names = rules.flatMap((rule) => Object.keys(rule.headers));
    expect(new Set(names.filter((name) => name !== 'Content-Security-Policy')).size).toBe(
      names.filter((name) => name !== 'Content-Security-Policy').length,
    );
  });

  it('writes the _headers file Netlify and Cloudflare Pages read', () => {
    const file = headersFile(staticHostRules('/', policies));
    expect(file).toContain('/*\n  Strict-Transport-Security: max-age=31536000\n');
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
    expect(file).toContain(
      `/about/\n  Content-Security-Policy: ${policies.get('about/index.html')}\n`,
    );
  });

  it("writes vercel.json's headers with path-to-regexp wildcards", () => {
    const json = JSON.parse(vercelJson(staticHostRules('/', policies))) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    expect(json.headers[0]?.source).toBe('/(.*)');
    expect(json.headers[1]).toEqual({
      source: '/assets/(.*)',
      headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
    });
    expect(json.headers.find((rule) => rule.source === '/')?.headers[0]?.key).toBe(
      'Content-Security-Policy',
    );
  });
});

describe('each language’s 404 page on Netlify', () => {
  it('answers an unknown path under a language with that language’s 404 page, under the base path', () => {
    expect(notFoundRedirects('/portfolio/', ['ar', 'pt-br'])).toBe(
      '/portfolio/ar/*  /portfolio/ar/404.html  404\n/portfolio/pt-br/*  /portfolio/pt-br/404.html  404\n',
    );
    expect(notFoundRedirects('/', [])).toBe('');
  });
});
