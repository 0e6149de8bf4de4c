import { describe, expect, it } from 'vitest';
import { urlUnder } from './url-under.ts';

describe('urlUnder', () => {
  it('keeps the base path', () => {
    expect(urlUnder('https://me.dev/api', '/queries')).toBe('https://me.dev/api/queries');
    expect(urlUnder('https://me.dev/portfolio/', 'about')).toBe('https://me.dev/portfolio/about');
  });

  it('works on a bare origin, and for the root itself', () => {
    expect(urlUnder('http://localhost:3000', '/about')).toBe('http://localhost:3000/about');
    expect(urlUnder('https://me.dev/portfolio', '/')).toBe('https://me.dev/portfolio/');
  });
});
