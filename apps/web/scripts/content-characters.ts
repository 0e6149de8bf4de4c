// Every character a visitor can read on the site: the strings of every content/ module (in a
// further language's build, its translations laid over them), every language's name (the
// switcher), the printable ASCII a visitor may type into the form, the dates Intl writes and the
// few marks the shell itself prints. The fonts are cut down to these at build time
// (content-fonts-plugin.ts), so a fork's own words keep their glyphs; a browser test reads every
// page's rendered text in them (e2e/visitor-reads-every-word-in-the-sites-fonts.spec.ts).
import * as about from '@portfolio/content/about';
import * as copy from '@portfolio/content/copy';
import * as identity from '@portfolio/content/identity';
import * as navigation from '@portfolio/content/navigation';
import * as projects from '@portfolio/content/projects';
import * as resume from '@portfolio/content/resume';
import * as skills from '@portfolio/content/skills';
import * as socialLinks from '@portfolio/content/social-links';
import { translationOf, type SiteLanguage } from '@portfolio/content-model/languages';
import { markdownPages, posts } from '@portfolio/content-model/site-pages';
import { translatedWords } from '@portfolio/content-model/translation-schemas';
import { formatDate } from '../app/lib/period.ts';

/**
 * Marks the components print besides content's words (page titles join with an em dash; a
 * footnote links back with ↩).
 */
const shellMarks = '—–…’‘“”·•©→←↩\u00a0';

function collect(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') for (const character of value) into.add(character);
  else if (Array.isArray(value)) for (const item of value) collect(item, into);
  else if (value !== null && typeof value === 'object')
    for (const item of Object.values(value)) collect(item, into);
}

export interface FontText {
  /** Every character the build's pages may show. */
  all: string;
  /**
   * The other languages' offers of a page (components/language-offers.tsx), shown to few
   * visitors and after the first paint: the glyphs of scripts they need beyond the Latin files
   * are a family of their own (app.css's --font-offer), so no preloaded face grows for them, and
   * each offer is drawn by one face, whole, as a script's shaping needs.
   */
  offers?: string;
}

/** The content modules as the default language's build reads them. */
const defaultModules = (): unknown[] => [
  about,
  copy,
  identity,
  navigation,
  projects,
  resume,
  skills,
  socialLinks,
  markdownPages,
  posts,
];

export function contentCharacters(
  modules: readonly unknown[] = defaultModules(),
  language: string = copy.copy.language,
): string {
  const characters = new Set<string>();
  for (let code = 0x20; code < 0x7f; code += 1) characters.add(String.fromCharCode(code));
  collect(shellMarks, characters);
  collect(modules, characters);
  // Dates are written by Intl in the site's language: every month as a role's period shows it
  // (apps/web/app/lib/period.ts) and every day as a post's date does (features/blog/post-summary.ts).
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
  for (let month = 1; month <= 12; month += 1) {
    const padded = String(month).padStart(2, '0');
    collect(formatDate(`2000-${padded}`, language), characters);
    collect(day.format(new Date(`2024-${padded}-21T00:00:00Z`)), characters);
  }
  collect(new Intl.NumberFormat(language).format(1234567890), characters);
  // Headings and eyebrows are set in capitals by CSS (text-transform), so each letter's other
  // case is drawn too ("Experiência" shows as EXPERIÊNCIA).
  for (const character of [...characters]) {
    for (const other of [character.toUpperCase(), character.toLowerCase()])
      if (Array.from(other).length === 1) characters.add(other);
  }
  return [...characters].sort().join('');
}

/**
 * The characters of the build of `language` (undefined: the default language's): its copy.ts, the
 * owner's words with its translations laid over them, its posts and pages (site-pages reads the
 * language being built), and `languageNames` for the switcher; and, apart, the characters of every
 * language's offer of a page (content-fonts-plugin.ts cuts them a family of their own).
 */
export async function languageCharacters(
  language: SiteLanguage | undefined,
  languageNames: readonly string[],
  offers: readonly unknown[] = [],
): Promise<FontText> {
  const offered = new Set<string>();
  collect(offers, offered);
  const offerCharacters = [...offered].sort().join('');
  if (language === undefined)
    return {
      all: contentCharacters([...defaultModules(), ...languageNames]),
      offers: offerCharacters,
    };
  const translations = await Promise.all(
    translatedWords.map(({ file }) => translationOf(language, file)),
  );
  const words = await translationOf(language, 'copy.ts');
  return {
    all: contentCharacters(
      [...defaultModules(), ...translations, words, ...languageNames],
      language.tag,
    ),
    offers: offerCharacters,
  };
}
