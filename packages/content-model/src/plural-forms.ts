// A text with a count in it, given one form per plural category of its language ("1 post", "2
// posts"; Arabic has six: zero, one, two, few, many, other), chosen with Intl.PluralRules. Only
// `other` is required: a category the text does not give falls back to it. Kept free of Node APIs:
// the islands use it. docs/decisions/0038-numbers-and-plurals-in-the-pages-language.md
export const pluralCategories = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

export type PluralCategory = (typeof pluralCategories)[number];

export type PluralForms = Partial<Record<PluralCategory, string>> & { other: string };

/** A copy text that has a count: one text, or one per plural category. */
export type Counted = string | PluralForms;

/** Whether a value is a text's plural forms: only categories' names, `other` among them. */
export function isPluralForms(value: unknown): value is PluralForms {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.some(([key]) => key === 'other') &&
    entries.every(
      ([key, form]) =>
        (pluralCategories as readonly string[]).includes(key) && typeof form === 'string',
    )
  );
}

/** The number a text's form is chosen by: `count`, else the values' one number. */
function countIn(values: Record<string, string | number>): number | undefined {
  if (typeof values.count === 'number') return values.count;
  const numbers = Object.values(values).filter((value) => typeof value === 'number');
  return numbers.length === 1 ? numbers[0] : undefined;
}

/** The form of `forms` that `language`'s plural rules pick for the values' count. */
export function pluralForm(
  forms: PluralForms,
  values: Record<string, string | number>,
  language: string,
): string {
  const count = countIn(values);
  if (count === undefined) return forms.other;
  return forms[new Intl.PluralRules(language).select(count)] ?? forms.other;
}
