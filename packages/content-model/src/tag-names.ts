// How the blog names its tags: a tag's address (/blog/tags/<tag>) is its name unless content/tags.ts
// gives another ("typescript": "TypeScript"), and a further language names it in its own
// content/locales/<tag>/tags.ts ("databases": "डेटाबेस"); a tag it leaves out is shown in the
// default language's name, marked with its `lang` (translation.ts). The address stays the same in
// every language. docs/decisions/0037-a-text-falls-back-on-its-own.md
import { z } from 'zod';
import { tags } from '@portfolio/content/tags';
import { closestNames } from './closest-names.ts';
import { text } from './shared-schema.ts';
import { translate, untranslated, type TextLanguage } from './translation.ts';

/** content/tags.ts, and a translation's: a name for each tag it names, by the tag's address. */
export const tagNamesSchema = z.record(z.string(), text);

export type TagNames = Record<string, string>;

/** A tag as the page shows it. */
export function tagName(tag: string, names: TagNames = tags): string {
  return names[tag] ?? tag;
}

/** The `lang` and `dir` of a tag's name where a translation left it in the default language. */
export function tagLanguage(tag: string, names: TagNames = tags): Partial<TextLanguage> {
  return untranslated(names, tag);
}

/**
 * Every tag of `all` named in one language: the translation's name, else the default one (its
 * own name in content/tags.ts, else its address), with the tags the translation leaves out.
 */
export function translatedTagNames(
  all: readonly string[],
  defaults: TagNames,
  translation: unknown,
  language: TextLanguage,
): { names: TagNames; leftOut: string[] } {
  const base = Object.fromEntries(all.map((tag) => [tag, tagName(tag, defaults)]));
  const words =
    typeof translation === 'object' && translation !== null
      ? (translation as Record<string, unknown>)
      : {};
  return {
    names: translate(base, words, language),
    leftOut: all.filter((tag) => typeof words[tag] !== 'string'),
  };
}

/** A name given to a tag no post carries (a typo, most often), with the closest tag there is. */
export function unknownTags(names: unknown, all: readonly string[], at: string): string[] {
  if (typeof names !== 'object' || names === null) return [];
  return Object.keys(names)
    .filter((tag) => !all.includes(tag))
    .map((tag) => {
      const [near] = closestNames(tag, [...all]);
      return `${at}: "${tag}" is no post's tag, so its name is shown nowhere${near === undefined ? '' : `; did you mean "${near}"?`}`;
    });
}
