// A translation of the owner's own words (content/locales/<tag>/identity.ts, about.ts, skills.ts,
// projects.ts) laid over the default language's file: the same shape holding only words
// (translation-schemas.ts says which), lists item by item in the same order, any word left out.
// A word left out is shown in the default language, and the element that shows it says so with
// `lang` and `dir` (`untranslated`), so a screen reader reads it in its own voice and
// right-to-left pages keep its punctuation in place. Kept free of Node APIs: the browser code
// imports it. docs/decisions/0028-the-owners-words-translated.md
import { projectSlug } from './project-slug.ts';

/** The language a word is written in, as the attributes of the element that shows it. */
export interface TextLanguage {
  lang: string;
  dir: 'ltr' | 'rtl';
}

/** For each object or list a translation made: its words that stayed in the default language. */
const leftOut = new WeakMap<object, { keys: Set<string>; language: TextLanguage }>();

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function laidOver(base: unknown, translation: unknown, language: TextLanguage): unknown {
  if (Array.isArray(base)) {
    const items = Array.isArray(translation) ? (translation as unknown[]) : [];
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
  return typeof base === 'string' && typeof translation === 'string' ? translation : base;
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
    if (typeof value === 'string' && typeof (words as Record<string, unknown>)[key] !== 'string')
      keys.add(key);
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
