import { describe, expect, it } from 'vitest';
import { languageOf, pageIn } from './page-language.ts';
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
