import { describe, expect, it } from 'vitest';
import { describeLanguageTag } from './language-tag.ts';

describe('a language tag', () => {
  it('is read canonically, with its own name and its direction', () => {
    expect(describeLanguageTag('pt-br')).toEqual({
      ok: true,
      tag: 'pt-BR',
      name: 'português (Brasil)',
      direction: 'ltr',
    });
    expect(describeLanguageTag('hi')).toMatchObject({ ok: true, name: 'हिन्दी', direction: 'ltr' });
    for (const rightToLeft of ['ar', 'he', 'fa', 'ur'])
      expect(describeLanguageTag(rightToLeft)).toMatchObject({ ok: true, direction: 'rtl' });
    expect(describeLanguageTag('zh-Hans')).toMatchObject({ ok: true, tag: 'zh-Hans' });
  });

  it('is refused when it is no tag, or names no language', () => {
    expect(describeLanguageTag('portuguese_brazil')).toEqual({
      ok: false,
      problem: expect.stringContaining('is not a BCP 47 language tag') as unknown,
    });
    expect(describeLanguageTag('xq')).toEqual({
      ok: false,
      problem: expect.stringContaining('names no language') as unknown,
    });
  });
});
