import { describe, expect, it } from 'vitest';
import { newsletterInSite } from './newsletter.ts';

describe('whether a site build has the newsletter’s form', () => {
  it('has it by default, with the form posting to this project’s API', () => {
    expect(newsletterInSite({})).toEqual({ on: true, needsTheApi: false });
    expect(
      newsletterInSite({ VITE_CONTACT_ENDPOINT: 'https://me.dev/api/query/queryPost/' }),
    ).toEqual({ on: true, needsTheApi: false });
  });

  it('has none when the owner says off, in any case', () => {
    expect(newsletterInSite({ NEWSLETTER: ' OFF ' })).toEqual({ on: false, needsTheApi: false });
  });

  it('has none with a hosted form backend, and says the newsletter needs the API', () => {
    expect(newsletterInSite({ VITE_CONTACT_ENDPOINT: 'https://forms.example/f/abc' })).toEqual({
      on: false,
      needsTheApi: true,
    });
    expect(
      newsletterInSite({ NEWSLETTER: 'off', VITE_CONTACT_ENDPOINT: 'https://forms.example/f/abc' }),
    ).toEqual({ on: false, needsTheApi: false });
  });
});
