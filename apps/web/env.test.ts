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
});
