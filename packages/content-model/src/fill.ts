import { copy } from '@portfolio/content/copy';
import { identity } from '@portfolio/content/identity';
import { pluralForm, type Counted } from './plural-forms.ts';

/** What every text in content/copy.ts may name about the owner. */
const person: Record<string, string> = {
  fullName: identity.fullName,
  firstName: identity.firstName,
  role: identity.role,
  city: identity.location.city,
  country: identity.location.country,
};

/**
 * Made at the first number written, not as the module loads: a browser's first number format
 * costs tens of milliseconds on a phone, which code that imports this and writes no number (an
 * island's words) should not pay.
 */
let numbers: Intl.NumberFormat | undefined;

/** A number as the page's language writes it ("1,234" in English, "١٬٢٣٤" in Arabic). */
export const formatNumber = (value: number): string => {
  numbers ??= new Intl.NumberFormat(copy.language);
  return numbers.format(value);
};

/**
 * Fills a text from content/copy.ts: "{name}" becomes `values.name` (or the owner's own detail), a
 * number written in the page's language. A text given one form per plural category
 * ({ one: '{count} post', other: '{count} posts' }) is first chosen by `values.count` (else its one
 * number) with the language's plural rules.
 */
export function fill(template: Counted, values: Record<string, string | number> = {}): string {
  const text =
    typeof template === 'string' ? template : pluralForm(template, values, copy.language);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name] ?? person[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatNumber(value) : value;
  });
}

/**
 * The text before and after one placeholder, the rest filled in, so a component can style the
 * value ("Hi, I'm {firstName}" with the name in a gradient). Without the placeholder, all is `before`.
 */
export function splitAround(
  counted: Counted,
  name: string,
  values: Record<string, string | number> = {},
): { before: string; after: string; found: boolean } {
  const template =
    typeof counted === 'string' ? counted : pluralForm(counted, values, copy.language);
  const marker = `{${name}}`;
  const at = template.indexOf(marker);
  if (at === -1) return { before: fill(template, values), after: '', found: false };
  return {
    before: fill(template.slice(0, at), values),
    after: fill(template.slice(at + marker.length), values),
    found: true,
  };
}
