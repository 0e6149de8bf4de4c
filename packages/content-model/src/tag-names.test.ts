import { describe, expect, it } from 'vitest';
import { tagLanguage, tagName, translatedTagNames, unknownTags } from './tag-names.ts';

const english = { lang: 'en', dir: 'ltr' } as const;

describe('a tag’s name', () => {
  it('is its address unless the default file names it', () => {
    expect(tagName('web-performance', {})).toBe('web-performance');
    expect(tagName('typescript', { typescript: 'TypeScript' })).toBe('TypeScript');
  });

  it('in a translation, is its own, or the default name marked with the default language', () => {
    const { names, leftOut } = translatedTagNames(
      ['databases', 'typescript'],
      { typescript: 'TypeScript' },
      { databases: 'डेटाबेस' },
      english,
    );
    expect(names).toEqual({ databases: 'डेटाबेस', typescript: 'TypeScript' });
    expect(leftOut).toEqual(['typescript']);
    expect(tagLanguage('databases', names)).toEqual({});
    expect(tagLanguage('typescript', names)).toEqual(english);
  });

  it('given to a tag no post carries is named, with the closest tag', () => {
    expect(unknownTags({ databse: 'DB', api: 'API' }, ['api', 'databases'], 'tags.ts')).toEqual([
      'tags.ts: "databse" is no post\'s tag, so its name is shown nowhere; did you mean "databases"?',
    ]);
  });
});
