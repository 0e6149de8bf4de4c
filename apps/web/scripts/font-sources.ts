// The npm font files the site's fonts are cut from (content-fonts-plugin.ts): the two Latin files
// every page preloads, and the further files a character beyond them is looked for in.

/** Each font the site uses: the file the stylesheet names, and the npm file it is cut from. */
export const contentFonts = {
  inter: {
    file: 'inter.woff2',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  },
  grotesk: {
    file: 'space-grotesk.woff2',
    source: '@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
  },
} as const;

/** Families the further faces belong to: the two fonts', and one for the scripts they lack. */
export const families = {
  inter: { name: 'Inter Variable', weight: '100 900' },
  grotesk: { name: 'Space Grotesk Variable', weight: '300 700' },
  // Named in app.css after both fonts: the glyphs of scripts neither font draws.
  scripts: { name: 'Portfolio Scripts', weight: '100 900' },
} as const;

const fontsource = (font: string, subset: string): string =>
  `@fontsource-variable/${font}/files/${font}-${subset}-wght-normal.woff2`;

/**
 * The npm files further faces may be cut from, in the order a character is looked for: the two
 * fonts' other subsets, then a Noto font per script neither has. A character's face is the first
 * that draws it; one none draws is left to the visitor's own fonts.
 */
export const furtherSources: readonly { family: keyof typeof families; source: string }[] = [
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
];
