import { describe, expect, it } from 'vitest';
import { languageOf, openGraphLocale, pageIn, textLanguage } from './page-language.ts';
import type { PageLanguage } from './page-language.ts';

const own: PageLanguage = { tag: 'xx', name: 'Own', direction: 'ltr', path: '/base/' };
const other: PageLanguage = { tag: 'yy-ZZ', name: 'Other', direction: 'rtl', path: '/base/yy-zz/' };

describe('a page in another language', () => {
  it('is the same path under that language’s own, written as the canonical address is', () => {
    expect(pageIn(other, '/about')).toBe('/base/yy-zz/about');
    expect(pageIn(other, '/about/')).toBe('/base/yy-zz/about');
    expect(pageIn(other, '/blog/a-post/')).toBe('/base/yy-zz/blog/a-post');
    expect(pageIn(other, '/')).toBe('/base/yy-zz/');
    expect(pageIn(own, '/')).toBe('/base/');
  });

  it('knows the page’s language by its tag, and takes the default for one it does not know', () => {
    expect(languageOf('yy-ZZ', [own, other])).toBe(other);
    expect(languageOf('qq', [own, other])).toBe(own);
  });
});

describe('the language of a text left untranslated', () => {
  const languages = [
    { tag: 'en', name: 'English', direction: 'ltr' as const, path: '/' },
    { tag: 'ar', name: 'العربية', direction: 'rtl' as const, path: '/ar/' },
  ];

  it('is the default language’s lang and dir, and nothing for a translated text', () => {
    expect(textLanguage(true, languages)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(textLanguage(false, languages)).toEqual({});
    expect(textLanguage(undefined, languages)).toEqual({});
  });
});

describe('Open Graph’s name for a language', () => {
  it('is language and region, the likeliest region where the tag names none', () => {
    expect(openGraphLocale('pt-BR')).toBe('pt_BR');
    expect(openGraphLocale('hi')).toBe('hi_IN');
    expect(openGraphLocale('ar')).toBe('ar_EG');
  });
});
