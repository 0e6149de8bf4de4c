import { describe, expect, it } from 'vitest';
import { countryCode } from './country-code.ts';

describe("a country's ISO code", () => {
  it('is found from its name in the page’s language', () => {
    expect(countryCode('India', ['en'])).toBe('IN');
    expect(countryCode('भारत', ['hi'])).toBe('IN');
    expect(countryCode('Deutschland', ['de'])).toBe('DE');
    expect(countryCode('مصر', ['ar'])).toBe('EG');
  });

  it('is found from an English name on a page in another language, whatever the case', () => {
    expect(countryCode('united states', ['pt-BR'])).toBe('US');
  });

  it('is none for a name no region has', () => {
    expect(countryCode('Atlantis', ['en'])).toBeUndefined();
  });
});
