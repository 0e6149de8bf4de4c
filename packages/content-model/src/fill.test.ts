import { describe, expect, it } from 'vitest';
import { copy } from '@portfolio/content/copy';
import { identity } from '@portfolio/content/identity';
import { fill, splitAround } from './fill.ts';

describe('filling a text from content/copy.ts', () => {
  it("puts in the owner's details and the values given, and leaves unknown names as written", () => {
    expect(fill('{fullName} in {city}: {count} of {x}', { count: 3 })).toBe(
      `${identity.fullName} in ${identity.location.city}: 3 of {x}`,
    );
  });

  it('splits around the one value a component styles', () => {
    expect(splitAround("Hi, I'm {firstName}!", 'firstName')).toEqual({
      before: "Hi, I'm ",
      after: '!',
      found: true,
    });
    expect(splitAround('Bonjour {role}', 'firstName')).toEqual({
      before: `Bonjour ${identity.role}`,
      after: '',
      found: false,
    });
  });

  it('writes a number as the page’s language does, and picks a text’s form by its count', () => {
    const numbers = new Intl.NumberFormat(copy.language);
    expect(fill('{count} of {max}', { count: 1234, max: 5 })).toBe(
      `${numbers.format(1234)} of ${numbers.format(5)}`,
    );
    const forms = { one: 'one: {count}', other: 'other: {count}' };
    const rules = new Intl.PluralRules(copy.language);
    for (const count of [0, 1, 2])
      expect(fill(forms, { count })).toBe(
        `${rules.select(count) === 'one' ? 'one' : 'other'}: ${numbers.format(count)}`,
      );
    expect(splitAround(forms, 'count', { count: 1 }).before).toBe(
      rules.select(1) === 'one' ? 'one: ' : 'other: ',
    );
  });
});
