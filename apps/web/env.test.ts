import { describe, expect, it } from 'vitest';
import { loadWebEnv } from './env.ts';

describe('web configuration', () => {
  it('defaults to the local site and API ports', () => {
    expect(loadWebEnv({})).toEqual({
      VITE_API_URL: 'http://localhost:3001',
      SITE_URL: 'http://localhost:3000',
      SITE_PORT: 3000,
      SITE_HOST: '0.0.0.0',
    });
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
});
