// A translation of the owner's own words (content/locales/<tag>/identity.ts, about.ts, skills.ts,
// projects.ts) laid over the default language's file: the same shape holding only words
// (translation-schemas.ts says which), lists item by item in the same order, any word left out.
// A word left out is shown in the default language, and the element that shows it says so with
// `lang` and `dir` (`untranslated`), so a screen reader reads it in its own voice and
// right-to-left pages keep its punctuation in place. Kept free of Node APIs: the browser code
// imports it. docs/decisions/0028-the-owners-words-translated.md
import { closestNames } from './closest-names.ts';
import { isPluralForms, type PluralForms } from './plural-forms.ts';
import { projectSlug, slugFromTitle } from './project-slug.ts';

/** The language a word is written in, as the attributes of the element that shows it. */
export interface TextLanguage {
  lang: string;
  dir: 'ltr' | 'rtl';
}

/** For each object or list a translation made: its words that stayed in the default language. */
const leftOut = new WeakMap<object, { keys: Set<string>; language: TextLanguage }>();

/** A plain object (not a list, not null). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The key a translation names a list entry by: its `key`, else its address (a project's `slug`, a
 * navigation entry's `id`, a profile's `network`), else its title or name (a school's, a language's) as an address
 * writes it ("Node.js" → "node-js"). None for a sentence.
 */
export function entryKey(entry: unknown): string | undefined {
  if (!isRecord(entry)) return undefined;
  for (const field of ['key', 'slug', 'id', 'network'] as const) {
    const value = entry[field];
    if (typeof value === 'string' && value !== '') return value;
  }
  for (const field of ['title', 'name', 'institution', 'language'] as const) {
    const value = entry[field];
    if (typeof value === 'string') return slugFromTitle(value);
  }
  return undefined;
}

/** A list's translation, item for item: by key where the translation names its entries so. */
function itemsFor(base: readonly unknown[], translation: unknown): unknown[] {
  if (Array.isArray(translation)) return translation as unknown[];
  if (!isRecord(translation)) return [];
  return base.map((entry) => {
    const key = entryKey(entry);
    return key === undefined ? undefined : translation[key];
  });
}

/**
 * Where a translation names an entry the default language's list does not have (by `entryKey`),
 * each naming the key and the closest ones the list has; and where two entries of the default
 * list share a key, which a translation could not tell apart.
 */
export function unknownEntryKeys(base: unknown, translation: unknown, at = ''): string[] {
  if (Array.isArray(base)) {
    if (isRecord(translation)) {
      const keys = base.map(entryKey);
      const known = keys.filter((key): key is string => key !== undefined);
      const twice = [...new Set(known.filter((key, index) => known.indexOf(key) !== index))];
      return [
        ...twice.map(
          (key) =>
            `${at}: two entries of the default language's list are "${key}": give each its own \`key\``,
        ),
        ...Object.entries(translation).flatMap(([key, value]) => {
          const index = keys.indexOf(key);
          if (index === -1) return [unknownKeyProblem(at, key, known)];
          return unknownEntryKeys(base[index], value, `${at}.${key}`);
        }),
      ];
    }
    if (Array.isArray(translation))
      return translation.flatMap((item: unknown, index) =>
        unknownEntryKeys(base[index], item, `${at}[${String(index)}]`),
      );
    return [];
  }
  if (isRecord(base) && isRecord(translation))
    return Object.entries(translation).flatMap(([key, value]) =>
      unknownEntryKeys(base[key], value, at === '' ? key : `${at}.${key}`),
    );
  return [];
}

function unknownKeyProblem(at: string, key: string, known: readonly string[]): string {
  const [near] = closestNames(key, known);
  return `${at}: "${key}" translates no entry of the default language's (its entries are ${known.map((name) => `"${name}"`).join(', ')})${near === undefined ? '' : `; did you mean "${near}"?`}`;
}

/** A word: a text, or a text's plural forms (plural-forms.ts), laid over whole. */
const isText = (value: unknown): value is string | PluralForms =>
  typeof value === 'string' || isPluralForms(value);

function laidOver(base: unknown, translation: unknown, language: TextLanguage): unknown {
  if (isText(base)) return isText(translation) ? translation : base;
  if (Array.isArray(base)) {
    const items = itemsFor(base, translation);
    const result = base.map((item, index) => laidOver(item, items[index], language));
    mark(result, base, items, language);
    return result;
  }
  if (isRecord(base)) {
    const words = isRecord(translation) ? translation : {};
    const result: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(base))
      result[key] = laidOver(value, words[key], language);
    mark(result, base, words, language);
    return result;
  }
  return base;
}

/** Records which strings of `base` the translation left as they were. */
function mark(
  result: object,
  base: readonly unknown[] | Record<string, unknown>,
  words: readonly unknown[] | Record<string, unknown>,
  language: TextLanguage,
): void {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(base))
    if (isText(value) && !isText((words as Record<string, unknown>)[key])) keys.add(key);
  leftOut.set(result, { keys, language });
}

/**
 * `base` with the translation's words in place of its own; every other value (addresses, icons,
 * dates) stays the default's. `language` is the default language's, for the words left out.
 */
export function translate<T>(base: T, translation: unknown, language: TextLanguage): T {
  return laidOver(base, translation, language) as T;
}

/**
 * The projects translated: each keeps its address (/projects/<slug>) whatever its title becomes,
 * so a project's pages in every language are one another's translations.
 */
export function translateProjects<T extends { slug?: string | undefined; title: string }>(
  base: readonly T[],
  translation: unknown,
  language: TextLanguage,
): T[] {
  const projects = translate([...base], translation, language);
  base.forEach((project, index) => {
    const translated = projects[index];
    if (translated !== undefined) translated.slug = projectSlug(project);
  });
  return projects;
}

/**
 * The `lang` and `dir` of the element showing `owner[key]` when that word was left in the default
 * language on a translated page; nothing otherwise (and always nothing in the default language).
 */
export function untranslated(owner: object, key: string | number): Partial<TextLanguage> {
  const record = leftOut.get(owner);
  return record?.keys.has(String(key)) === true ? { ...record.language } : {};
}

/**
 * `value`, a translation already laid over its default (in Node, at build time: the
 * content-language plugin writes copy.ts's so), with the words at `paths` recorded as left in the
 * default language, as `translate` records them; a path names a list's entry by its key.
 */
export function withLeftOut<T extends object>(
  value: T,
  paths: readonly (readonly string[])[],
  language: TextLanguage,
): T {
  for (const path of paths) {
    let owner: unknown = value;
    for (const step of path.slice(0, -1))
      owner = Array.isArray(owner)
        ? (owner.find((entry) => entryKey(entry) === step) ?? owner[Number(step)])
        : isRecord(owner)
          ? owner[step]
          : undefined;
    const key = path.at(-1);
    if (key === undefined || typeof owner !== 'object' || owner === null) continue;
    const record = leftOut.get(owner) ?? { keys: new Set<string>(), language };
    record.keys.add(key);
    leftOut.set(owner, record);
  }
  return value;
}
