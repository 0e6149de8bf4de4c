import { describe, expect, it } from 'vitest';
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
});
