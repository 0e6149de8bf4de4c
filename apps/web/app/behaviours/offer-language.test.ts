import { afterEach, describe, expect, it } from 'vitest';
import { enhanceLanguageOffer, offeredLanguage } from './offer-language.ts';

describe('which language a page offers', () => {
  it('offers the first language the browser asks for that the site has', () => {
    expect(offeredLanguage(['hi-IN', 'hi', 'en'], 'en', ['hi'])).toBe('hi');
    expect(offeredLanguage(['fr', 'pt-PT'], 'en', ['pt-BR', 'ar'])).toBe('pt-BR');
    expect(offeredLanguage(['ar-EG'], 'pt-BR', ['en', 'ar'])).toBe('ar');
  });

  it('offers nothing when the page is already in the first language asked for, or none is wanted', () => {
    expect(offeredLanguage(['en-GB', 'hi'], 'en', ['hi'])).toBeUndefined();
    expect(offeredLanguage(['hi'], 'hi', ['en'])).toBeUndefined();
    expect(offeredLanguage(['de', 'fr'], 'en', ['hi'])).toBeUndefined();
    expect(offeredLanguage([], 'en', ['hi'])).toBeUndefined();
  });
});

describe('the language offer', () => {
  const undo = new AbortController();
  afterEach(() => {
    window.localStorage.clear();
    document.body.innerHTML = '';
    document.documentElement.lang = '';
  });

  const page = (lang: string): HTMLElement[] => {
    document.documentElement.lang = lang;
    document.body.innerHTML = `
      <aside hidden data-language-offer="hi" lang="hi"><a href="/hi/about">यह पृष्ठ हिन्दी में पढ़ें</a><button type="button" data-language-offer-dismiss>अभी नहीं</button></aside>
      <aside hidden data-language-offer="ar" lang="ar"><a href="/ar/about">اقرأ</a><button type="button" data-language-offer-dismiss>ليس الآن</button></aside>`;
    return [...document.querySelectorAll<HTMLElement>('aside')];
  };

  it('shows only the offer the browser asks for, and puts it away for good when dismissed', () => {
    const [hindi, arabic] = page('en');
    enhanceLanguageOffer(document, ['hi-IN', 'en'], undo.signal);
    expect(hindi?.hidden).toBe(false);
    expect(arabic?.hidden).toBe(true);
    hindi?.querySelector('button')?.click();
    expect(hindi?.hidden).toBe(true);
    // On the next page, nothing is offered again.
    const [next] = page('en');
    enhanceLanguageOffer(document, ['hi-IN', 'en'], undo.signal);
    expect(next?.hidden).toBe(true);
  });

  it('shows nothing to a browser that asks for the page’s own language first', () => {
    const offers = page('en');
    enhanceLanguageOffer(document, ['en-US', 'hi'], undo.signal);
    expect(offers.every((offer) => offer.hidden)).toBe(true);
  });
});
