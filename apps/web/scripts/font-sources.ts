// The npm font files the site's fonts are cut from (content-fonts-plugin.ts): the two Latin files
// every page preloads, and the further files a character beyond them is looked for in.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Each font the site uses: the file the stylesheet names, the npm file it is cut from, its fallback. */
export const contentFonts = {
  inter: {
    file: 'inter.woff2',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    /** The local family sized like it (font-fallbacks.ts), named in app.css's stacks. */
    fallback: 'Inter Fallback',
  },
  grotesk: {
    file: 'space-grotesk.woff2',
    source: '@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
    fallback: 'Space Grotesk Fallback',
  },
} as const;

/**
 * The weights the pages set: text at 400, and Tailwind's font-medium, font-semibold and font-bold
 * (500, 600, 700). Every variable face is cut to this part of its weight axis, which takes about a
 * quarter off Inter; app.css's @font-face rules name the same range, and a test refuses a weight
 * outside it in the components.
 */
export const weights = { min: 400, max: 700 } as const;
const weight = `${String(weights.min)} ${String(weights.max)}`;

/** Families the further faces belong to: the two fonts', and one for the scripts they lack. */
export const families = {
  inter: { name: 'Inter Variable', weight },
  grotesk: { name: 'Space Grotesk Variable', weight },
  // Named in app.css after both fonts: the glyphs of scripts neither font draws.
  scripts: { name: 'Portfolio Scripts', weight },
  // Named in app.css's --font-offer: the scripts' glyphs of other languages' offers of a page.
  offers: { name: 'Portfolio Offers', weight },
} as const;

const fontsource = (font: string, subset: string): string =>
  `@fontsource-variable/${font}/files/${font}-${subset}-wght-normal.woff2`;

/**
 * The blocks of Chinese, Japanese and Korean writing: radicals, CJK punctuation, kana, Hangul, the
 * ideographs and full-width forms. Only these are drawn from the CJK slices: their arrows and
 * other symbols stay the visitor's own, as on a page without CJK.
 */
const cjkCharacter =
  /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF\u{20000}-\u{3FFFF}]/u;

/**
 * Noto Sans SC's slices of Chinese characters (and the kana, full-width forms and symbols beside
 * them), each with the unicode-range its package gives: about a hundred files, so a build reads
 * only those whose range holds a character it needs. Its Latin and Cyrillic slices are Inter's.
 */
const cjkSlices = Object.entries(
  JSON.parse(
    readFileSync(require.resolve('@fontsource-variable/noto-sans-sc/unicode.json'), 'utf8'),
  ) as Record<string, string>,
).flatMap(([slice, range]) => {
  const number = /^\[(\d+)\]$/.exec(slice)?.[1];
  return number === undefined
    ? []
    : [
        {
          family: 'scripts' as const,
          source: fontsource('noto-sans-sc', number),
          range,
          draws: (character: string) => cjkCharacter.test(character),
        },
      ];
});

/** A further font file: its family, its npm path, and, when its package says, what it covers. */
export interface FurtherSource {
  /** The offers' family is cut from the scripts' files (content-fonts-plugin.ts). */
  family: Exclude<keyof typeof families, 'offers'>;
  source: string;
  /** Its unicode-range, as CSS writes it: only a character in it is looked for in the file. */
  range?: string;
  /** Which characters it may draw, when not every one it has. */
  draws?: (character: string) => boolean;
}

/**
 * The npm files further faces may be cut from, in the order a character is looked for: the two
 * fonts' other subsets, then a Noto font per script neither has. A character's face is the first
 * that draws it; one none draws is left to the visitor's own fonts. Chinese, Japanese and Korean
 * text is drawn from Noto Sans SC's slices: a Japanese page's kanji take their Chinese forms.
 */
export const furtherSources: readonly FurtherSource[] = [
  ...['latin-ext', 'vietnamese', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext'].map(
    (subset) => ({ family: 'inter' as const, source: fontsource('inter', subset) }),
  ),
  ...['latin-ext', 'vietnamese'].map((subset) => ({
    family: 'grotesk' as const,
    source: fontsource('space-grotesk', subset),
  })),
  { family: 'scripts', source: fontsource('noto-sans-devanagari', 'devanagari') },
  { family: 'scripts', source: fontsource('noto-sans-arabic', 'arabic') },
  { family: 'scripts', source: fontsource('noto-sans-hebrew', 'hebrew') },
  ...cjkSlices,
];

/** Whether the character's code point is in a CSS unicode-range ("U+4e00-9fff,U+3001"). */
export function inUnicodeRange(character: string, range: string): boolean {
  const code = character.codePointAt(0) ?? -1;
  return range.split(',').some((part) => {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return code >= Number.parseInt(from, 16) && code <= Number.parseInt(to, 16);
  });
}
