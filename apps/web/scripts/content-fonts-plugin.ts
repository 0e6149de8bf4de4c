// Vite plugin: the two variable fonts, cut down at build time to the characters content/ uses
// (content-characters.ts), so a phone downloads about 35 KiB of font instead of 70, after the
// page's first paint (docs/decisions/0034-brand-fonts-after-the-first-paint.md). The cut files, and
// the fallback faces sized like them (font-fallbacks.ts), are written before anything is
// transformed (`buildStart`, which also runs for the dev server); the stylesheet's @font-face
// rules point at them, so they are hashed, cached as immutable and placed under the base path
// like any asset.
// Each axis of a variable font is kept whole.
// Characters outside the Latin files (ł, ệ, Ж, Ω; Devanagari, Arabic, Hebrew) get further faces,
// cut the same way from the fonts' other npm files, each with the `unicode-range` of exactly what
// it holds: a browser fetches one only for a page that shows one of its characters, so a page in
// English pays for none and one in Hindi for its script alone (issue 41).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { fontCharacters } from '@portfolio/dev-tools/font-characters';
import type { FontText } from './content-characters.ts';
import { fallbackCss, fallbackFaces } from './font-fallbacks.ts';
import type { FallbackFace } from './font-fallbacks.ts';
import { contentFonts, families, furtherSources, inUnicodeRange, weights } from './font-sources.ts';

const require = createRequire(import.meta.url);
const virtualId = 'virtual:content-fonts';
const resolvedId = `\0${virtualId}`;

/** Where the cut fonts are written; app/app.css names these files. */
export const contentFontsDir = fileURLToPath(
  new URL('../node_modules/.content-fonts/', import.meta.url),
);
/** The fallback faces' rules, beside the files they are sized from (font-fallbacks.ts). */
export const fallbackCssFile = 'fallbacks.css';

/** One cut further face: its file in contentFontsDir and the CSS that names it. */
export interface FurtherFace {
  family: keyof typeof families;
  file: string;
  /** The npm file it is cut from. */
  source: string;
  characters: string;
}

/** U+20-7E,U+A0: the characters as the ranges of a `unicode-range`. */
export function unicodeRange(characters: string): string {
  const codes = [...new Set(Array.from(characters, (c) => c.codePointAt(0) ?? 0))].sort(
    (a, b) => a - b,
  );
  const ranges: string[] = [];
  for (let i = 0; i < codes.length;) {
    let end = i;
    while (end + 1 < codes.length && codes[end + 1] === (codes[end] ?? 0) + 1) end += 1;
    const hex = (code: number | undefined) => (code ?? 0).toString(16).toUpperCase();
    ranges.push(end === i ? `U+${hex(codes[i])}` : `U+${hex(codes[i])}-${hex(codes[end])}`);
    i = end + 1;
  }
  return ranges.join(',');
}

/**
 * The font at `source` (an npm path), holding only the glyphs for `text` and the weights the pages
 * set (font-sources.ts), as WOFF2.
 */
export async function cutFont(source: string, text: string): Promise<Buffer> {
  return subsetFont(readFileSync(require.resolve(source)), text, {
    targetFormat: 'woff2',
    variationAxes: { wght: weights },
  });
}

const coverage = new Map<string, Promise<Set<string>>>();
/** The characters an npm font file draws (read once per process). */
function charactersOf(source: string): Promise<Set<string>> {
  let known = coverage.get(source);
  if (known === undefined) {
    known = fontCharacters(readFileSync(require.resolve(source)));
    coverage.set(source, known);
  }
  return known;
}

/** The further faces `characters` need: per source, what it draws that nothing before it did. */
export async function furtherFacesFor(characters: string): Promise<FurtherFace[]> {
  const wanted = new Set(Array.from(characters).filter((c) => c.trim() !== ''));
  const drawn = {
    inter: new Set(await charactersOf(contentFonts.inter.source)),
    grotesk: new Set(await charactersOf(contentFonts.grotesk.source)),
    scripts: new Set<string>(),
  };
  const faces: FurtherFace[] = [];
  for (const { family, source, range, draws = () => true } of furtherSources) {
    // The scripts' family comes after Inter in every stack: it draws what no Inter face does.
    const before =
      family === 'scripts' ? new Set([...drawn.inter, ...drawn.scripts]) : drawn[family];
    const candidates = [...wanted].filter(
      (c) => !before.has(c) && draws(c) && (range === undefined || inUnicodeRange(c, range)),
    );
    // A file whose package says what it covers is read only for a character it may draw.
    if (candidates.length === 0) continue;
    const has = await charactersOf(source);
    const needed = candidates.filter((c) => has.has(c));
    if (needed.length === 0) continue;
    for (const c of needed) drawn[family].add(c);
    faces.push({
      family,
      file: `further-${path.basename(source)}`,
      source,
      characters: needed.join(''),
    });
  }
  return faces;
}

/** The @font-face rules of the further faces, each file by its built URL's variable. */
export function furtherFaceRules(faces: readonly FurtherFace[]): string {
  return faces
    .map((face, index) => {
      const { name, weight } = families[face.family];
      return `\`@font-face{font-family:'${name}';font-style:normal;font-display:swap;font-weight:${weight};src:url(\${face${String(index)}}) format('woff2-variations');unicode-range:${unicodeRange(face.characters)}}\``;
    })
    .join(' + ');
}

/** Every further face `text` needs: its own faces, then the offers' faces of their own. */
export async function facesFor(text: FontText): Promise<FurtherFace[]> {
  const offers = text.offers ?? '';
  const latin = (faces: FurtherFace[]) => faces.filter((face) => face.family !== 'scripts');
  const scripts = (faces: FurtherFace[]) => faces.filter((face) => face.family === 'scripts');
  return [
    ...latin(await furtherFacesFor(text.all + offers)),
    ...scripts(await furtherFacesFor(text.all)),
    ...scripts(await furtherFacesFor(offers)).map((face) => ({
      ...face,
      family: 'offers' as const,
      file: `offer-${face.file}`,
    })),
  ];
}

/** `text`: the characters the build's pages show (content-characters.ts's languageCharacters). */
export function contentFontsPlugin(text: () => FontText | Promise<FontText>): Plugin {
  // The client and the prerender builds both start here; the fonts are cut once per set of
  // characters (the dev server's restarts read content again).
  let cutFor: string | undefined;
  let faces: FurtherFace[] = [];
  return {
    name: 'portfolio:content-fonts',
    async buildStart() {
      const characters = await text();
      // The Latin files draw every character of the build, the offers' too.
      const everything = characters.all + (characters.offers ?? '');
      if (everything === cutFor) return;
      mkdirSync(contentFontsDir, { recursive: true });
      const fallbacks: FallbackFace[] = [];
      for (const { file, source, fallback } of Object.values(contentFonts)) {
        const target = path.join(contentFontsDir, file);
        const cut = await cutFont(source, everything);
        // A new file, not one rewritten in place: a copy of the project may share it by hard link.
        rmSync(target, { force: true });
        writeFileSync(target, cut);
        fallbacks.push(...(await fallbackFaces(fallback, cut)));
      }
      // app.css imports them: the local faces sized like the very files just cut.
      rmSync(path.join(contentFontsDir, fallbackCssFile), { force: true });
      writeFileSync(path.join(contentFontsDir, fallbackCssFile), fallbackCss(fallbacks));
      for (const stale of readdirSync(contentFontsDir).filter((f) => /^(further|offer)-/.test(f)))
        rmSync(path.join(contentFontsDir, stale), { force: true });
      faces = await facesFor(characters);
      for (const face of faces)
        writeFileSync(
          path.join(contentFontsDir, face.file),
          await cutFont(face.source, face.characters),
        );
      cutFor = everything;
    },
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      const url = (file: string) => JSON.stringify(`${path.join(contentFontsDir, file)}?url`);
      return [
        ...faces.map((face, index) => `import face${String(index)} from ${url(face.file)};`),
        `export const furtherFaces = ${faces.length === 0 ? "''" : furtherFaceRules(faces)};`,
      ].join('\n');
    },
  };
}
