// Which words a translation leaves to the default language, read off the schema of what it may
// translate (translation-schemas.ts, copy-schema.ts): a text the translation lacks, a field of an
// entry, a whole entry. Only words count: an address or an icon is the same in every language and
// is never "left out". The content check lists them per file as a warning (a missing translation
// never fails a build: the page shows the default language's text, marked with its `lang`), and
// the content-language plugin marks each on the pages (translation.ts's `untranslated`).
// docs/decisions/0037-a-text-falls-back-on-its-own.md
import { z } from 'zod';
import { isPluralForms } from './plural-forms.ts';
import { entryKey, isRecord } from './translation.ts';

/** The description translation-schemas.ts's `nameText` carries. */
export const nameDescription = 'a name: written as it is unless a translation gives it';

/** A text a reader would call untranslated: one with letters, not a name, not a figure ("50+"). */
const isWords = (schema: z.ZodType, value: string): boolean =>
  schema.description !== nameDescription && /\p{L}/u.test(value);

/** A schema of words with every text, at every depth, optional, and no key besides its own. */
export function optionalWords(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape: Record<string, z.ZodType> = {};
    const own: Record<string, z.ZodType> = schema.shape;
    for (const [key, value] of Object.entries(own)) shape[key] = optionalWords(value).optional();
    return z.strictObject(shape);
  }
  return schema;
}

/** The schema inside any optional wrappers. */
export function unwrapped(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodOptional ? unwrapped(schema.unwrap() as z.ZodType) : schema;
}

/**
 * Each text of `base` the translation leaves out, as its path: object keys, a keyed list's entry by
 * its key (translation.ts's `entryKey`), a list of sentences by index.
 */
export function wordsLeftOut(
  schema: z.ZodType,
  base: unknown,
  translation: unknown,
  at: readonly string[] = [],
): string[][] {
  const own = unwrapped(schema);
  if (own instanceof z.ZodObject) {
    if (!isRecord(base)) return [];
    const words = isRecord(translation) ? translation : {};
    return Object.entries(own.shape as Record<string, z.ZodType>).flatMap(([key, value]) =>
      wordsLeftOut(value, base[key], words[key], [...at, key]),
    );
  }
  if (own instanceof z.ZodRecord) {
    if (!Array.isArray(base)) return [];
    const words = isRecord(translation) ? translation : {};
    return base.flatMap((entry: unknown) => {
      const key = entryKey(entry);
      return key === undefined
        ? []
        : wordsLeftOut(own.valueType as z.ZodType, entry, words[key], [...at, key]);
    });
  }
  if (own instanceof z.ZodArray) {
    if (!Array.isArray(base)) return [];
    const words: unknown[] = Array.isArray(translation) ? translation : [];
    return base.flatMap((item: unknown, index) =>
      wordsLeftOut(own.element as z.ZodType, item, words[index], [...at, String(index)]),
    );
  }
  const given = typeof translation === 'string' || isPluralForms(translation);
  if (isPluralForms(base)) return given ? [] : [[...at]];
  return typeof base === 'string' && isWords(own, base) && !given ? [[...at]] : [];
}

/**
 * The paths of a translation's left-out words, shortened for a person: a whole entry or section
 * left out is named once ("about.services.design") rather than field by field.
 */
export function describeLeftOut(
  schema: z.ZodType,
  base: unknown,
  translation: unknown,
  at: readonly string[] = [],
): string[] {
  const own = unwrapped(schema);
  const all = wordsLeftOut(own, base, translation, at);
  if (all.length === 0) return [];
  const whole = at.length > 0 && wordsLeftOut(own, base, undefined, at).length === all.length;
  if (whole && translation === undefined) return [at.join('.')];
  if (own instanceof z.ZodObject && isRecord(base)) {
    const words = isRecord(translation) ? translation : {};
    return Object.entries(own.shape as Record<string, z.ZodType>).flatMap(([key, value]) =>
      describeLeftOut(value, base[key], words[key], [...at, key]),
    );
  }
  if (own instanceof z.ZodRecord && Array.isArray(base)) {
    const words = isRecord(translation) ? translation : {};
    return base.flatMap((entry: unknown) => {
      const key = entryKey(entry);
      return key === undefined
        ? []
        : describeLeftOut(own.valueType as z.ZodType, entry, words[key], [...at, key]);
    });
  }
  return all.map((path) => path.join('.'));
}
