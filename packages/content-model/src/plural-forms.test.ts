import { describe, expect, it } from 'vitest';
import { isPluralForms, pluralForm } from './plural-forms.ts';

const arabic = {
  zero: 'zero {count}',
  one: 'one {count}',
  two: 'two {count}',
  few: 'few {count}',
  many: 'many {count}',
  other: 'other {count}',
};

describe('a text with a count', () => {
  it('takes the form Arabic’s six plural categories pick', () => {
    const forms = [0, 1, 2, 3, 11, 100].map((count) => pluralForm(arabic, { count }, 'ar'));
    expect(forms).toEqual([
      'zero {count}',
      'one {count}',
      'two {count}',
      'few {count}',
      'many {count}',
      'other {count}',
    ]);
  });

  it('takes Hindi’s two (0 and 1 are one), and `other` for a category it does not give', () => {
    const hindi = { one: 'one', other: 'other' };
    expect([0, 1, 2, 5].map((count) => pluralForm(hindi, { count }, 'hi'))).toEqual([
      'one',
      'one',
      'other',
      'other',
    ]);
    expect(pluralForm({ other: 'other' }, { count: 1 }, 'en')).toBe('other');
  });

  it('counts by `count`, else the values’ one number, else takes `other`', () => {
    const english = { one: 'one', other: 'other' };
    expect(pluralForm(english, { minutes: 1 }, 'en')).toBe('one');
    expect(pluralForm(english, { count: 1, number: 2 }, 'en')).toBe('one');
    expect(pluralForm(english, { number: 1, max: 2 }, 'en')).toBe('other');
    expect(pluralForm(english, { query: 'x' }, 'en')).toBe('other');
  });

  it('is told from an object of words', () => {
    expect(isPluralForms({ one: 'a', other: 'b' })).toBe(true);
    expect(isPluralForms({ one: 'a' })).toBe(false);
    expect(isPluralForms({ other: 'b', title: 'c' })).toBe(false);
    expect(isPluralForms('b')).toBe(false);
  });
});
