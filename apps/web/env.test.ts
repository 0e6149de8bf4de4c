import { describe, expect, it } from 'vitest';
import { loadWebEnv, newsletterNotice } from './env.ts';

describe('web configuration', () => {
  it('defaults to the local site and API ports', () => {
    expect(loadWebEnv({})).toEqual({
      VITE_API_URL: 'http://localhost:3001',
      CONTACT_ENDPOINT: 'http://localhost:3001/query/queryPost',
      CHALLENGE_ENDPOINT: 'http://localhost:3001/query/challenge',
      NEWSLETTER_ENDPOINT: 'http://localhost:3001/newsletter',
      NEWSLETTER_NEEDS_API: false,
      WEBMENTION_ENDPOINT: 'http://localhost:3001/webmention',
      REPLIES_ENDPOINT: 'http://localhost:3001/replies',
      SITE_URL: 'http://localhost:3000',
      BASE_PATH: '/',
      SITE_PORT: 3000,
      SITE_HOST: '0.0.0.0',
      REQUEST_TIMEOUT: 10_000,
      MAX_CONNECTIONS: 4096,
      MAX_CONNECTIONS_PER_ADDRESS: 256,
      VISIT_COUNTER: { kind: 'first-party', endpoint: 'http://localhost:3001/visit' },
    });
  });

  it('names VISITS when it is not a counter it knows, and counts nothing for a form backend', () => {
    expect(() => loadWebEnv({ VISITS: 'google' })).toThrow(/VISITS: must be on, off, plausible/);
    expect(
      loadWebEnv({ VITE_CONTACT_ENDPOINT: 'https://forms.example/f/abc' }).VISIT_COUNTER,
    ).toEqual({ kind: 'off', reason: 'no-api' });
  });

  it('reads the site server’s connection limits and trusted proxies as the API does', () => {
    expect(
      loadWebEnv({
        TRUST_PROXY: '127.0.0.1, 10.0.0.0/8',
        MAX_CONNECTIONS_PER_ADDRESS: '64',
        REQUEST_TIMEOUT: '5s',
      }),
    ).toMatchObject({
      TRUST_PROXY: ['127.0.0.1', '10.0.0.0/8'],
      MAX_CONNECTIONS_PER_ADDRESS: 64,
      REQUEST_TIMEOUT: 5000,
    });
    expect(() => loadWebEnv({ TRUST_PROXY: 'the proxy' })).toThrow(
      /TRUST_PROXY: must be a hop count/,
    );
    expect(() => loadWebEnv({ MAX_CONNECTIONS_PER_ADDRESS: '0' })).toThrow(
      /MAX_CONNECTIONS_PER_ADDRESS/,
    );
  });

  it('names the variable that is wrong', () => {
    expect(() => loadWebEnv({ VITE_API_URL: 'not a url' })).toThrow(
      /VITE_API_URL: must be an http\(s\) URL/,
    );
    expect(() => loadWebEnv({ SITE_PORT: '99999' })).toThrow(/SITE_PORT/);
  });

  it('derives the addresses from the ports, so setting the two ports is enough', () => {
    expect(loadWebEnv({ SITE_PORT: '4200', API_PORT: '4201' })).toMatchObject({
      VITE_API_URL: 'http://localhost:4201',
      SITE_URL: 'http://localhost:4200',
      SITE_PORT: 4200,
    });
  });

  it('keeps the path of an address and drops only a trailing slash', () => {
    const env = loadWebEnv({
      VITE_API_URL: 'https://me.dev/api/',
      SITE_URL: 'https://someone.github.io/portfolio',
    });
    expect(env.VITE_API_URL).toBe('https://me.dev/api');
    expect(env.SITE_URL).toBe('https://someone.github.io/portfolio');
  });

  it('refuses an address with a query or fragment rather than dropping it', () => {
    expect(() => loadWebEnv({ SITE_URL: 'https://me.dev/?ref=1' })).toThrow(
      /SITE_URL: must not have a query/,
    );
  });

  it('serves under BASE_PATH, written with a slash at both ends, and SITE_URL follows it', () => {
    expect(loadWebEnv({ BASE_PATH: 'portfolio', SITE_PORT: '4200' })).toMatchObject({
      BASE_PATH: '/portfolio/',
      SITE_URL: 'http://localhost:4200/portfolio',
    });
    expect(loadWebEnv({ BASE_PATH: '/a/b' }).BASE_PATH).toBe('/a/b/');
    expect(loadWebEnv({ BASE_PATH: '/' }).BASE_PATH).toBe('/');
  });

  it("takes BASE_PATH from SITE_URL's path when only SITE_URL is set", () => {
    expect(loadWebEnv({ SITE_URL: 'https://someone.github.io/portfolio/' }).BASE_PATH).toBe(
      '/portfolio/',
    );
    expect(loadWebEnv({ SITE_URL: 'https://someone.github.io' }).BASE_PATH).toBe('/');
  });

  it('refuses a SITE_URL and BASE_PATH that disagree, saying how to fix either', () => {
    expect(() =>
      loadWebEnv({ SITE_URL: 'https://someone.github.io', BASE_PATH: '/portfolio/' }),
    ).toThrow(
      'BASE_PATH: is /portfolio/, but SITE_URL (https://someone.github.io) is served under /; set SITE_URL to https://someone.github.io/portfolio, or BASE_PATH to /',
    );
  });

  it('refuses a BASE_PATH that is not a path', () => {
    expect(() => loadWebEnv({ BASE_PATH: 'https://x.dev/' })).toThrow(
      /BASE_PATH: must be a URL path/,
    );
    expect(() => loadWebEnv({ BASE_PATH: '/a b/' })).toThrow(/BASE_PATH/);
  });

  it('takes an empty value for an unset one, as CI systems pass unset variables', () => {
    expect(loadWebEnv({ VITE_API_URL: '', SITE_URL: '', BASE_PATH: '' })).toMatchObject({
      VITE_API_URL: 'http://localhost:3001',
      SITE_URL: 'http://localhost:3000',
      BASE_PATH: '/',
    });
  });

  it("posts the form to VITE_API_URL's contact route, keeping its path, or to VITE_CONTACT_ENDPOINT", () => {
    expect(loadWebEnv({ VITE_API_URL: 'https://me.dev/api' }).CONTACT_ENDPOINT).toBe(
      'https://me.dev/api/query/queryPost',
    );
    expect(
      loadWebEnv({ VITE_CONTACT_ENDPOINT: 'https://forms.example/f/abc123' }).CONTACT_ENDPOINT,
    ).toBe('https://forms.example/f/abc123');
    expect(() => loadWebEnv({ VITE_CONTACT_ENDPOINT: 'ftp://x' })).toThrow(/VITE_CONTACT_ENDPOINT/);
  });

  it('fetches proof-of-work challenges from the API the form posts to, and none from a form backend', () => {
    expect(loadWebEnv({ VITE_API_URL: 'https://me.dev/api' }).CHALLENGE_ENDPOINT).toBe(
      'https://me.dev/api/query/challenge',
    );
    expect(
      loadWebEnv({ VITE_CONTACT_ENDPOINT: 'https://api.me.dev/query/queryPost' })
        .CHALLENGE_ENDPOINT,
    ).toBe('https://api.me.dev/query/challenge');
    expect(
      loadWebEnv({ VITE_CONTACT_ENDPOINT: 'https://forms.example/f/abc123' }).CHALLENGE_ENDPOINT,
    ).toBe('');
  });

  it('posts the newsletter to the API the form posts to; none when off, or for a form backend, which is said', () => {
    expect(
      loadWebEnv({ VITE_CONTACT_ENDPOINT: 'https://api.me.dev/query/queryPost' })
        .NEWSLETTER_ENDPOINT,
    ).toBe('https://api.me.dev/newsletter');
    expect(loadWebEnv({ NEWSLETTER: 'off' })).toMatchObject({
      NEWSLETTER_ENDPOINT: '',
      NEWSLETTER_NEEDS_API: false,
    });
    expect(loadWebEnv({ VITE_CONTACT_ENDPOINT: 'https://forms.example/f/abc123' })).toMatchObject({
      NEWSLETTER_ENDPOINT: '',
      NEWSLETTER_NEEDS_API: true,
    });
    expect(() => loadWebEnv({ NEWSLETTER: 'maybe' })).toThrow(/NEWSLETTER: must be on or off/);
    expect(
      newsletterNotice(loadWebEnv({ VITE_CONTACT_ENDPOINT: 'https://forms.example/f/abc123' })),
    ).toMatch(/needs this project's API[\s\S]*NEWSLETTER=off/);
    expect(newsletterNotice(loadWebEnv({}))).toBeUndefined();
    expect(
      newsletterNotice(
        loadWebEnv({ NEWSLETTER: 'off', VITE_CONTACT_ENDPOINT: 'https://forms.example/f/abc123' }),
      ),
    ).toBeUndefined();
  });
});
