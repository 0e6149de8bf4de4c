// Vite plugin: the two variable fonts, cut down at build time to the characters content/ uses
// (content-characters.ts), so a phone downloads about 42 KiB of font instead of 70 before the
// first paint. The cut files are written before anything is transformed (`buildStart`, which also
// runs for the dev server), then the stylesheet's @font-face rules point at them and
// `import { inter, grotesk } from 'virtual:content-fonts'` gives their built URLs for the preload
// links, so they are hashed, cached as immutable and placed under the base path like any asset.
// Each axis of a variable font is kept whole.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { contentCharacters } from './content-characters.ts';

const require = createRequire(import.meta.url);
const virtualId = 'virtual:content-fonts';
const resolvedId = `\0${virtualId}`;

/** Where the cut fonts are written; app/app.css names these files. */
export const contentFontsDir = fileURLToPath(
  new URL('../node_modules/.content-fonts/', import.meta.url),
);

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

/** The font at `source` (an npm path), holding only the glyphs for `text`, as WOFF2. */
export async function cutFont(source: string, text: string): Promise<Buffer> {
  return subsetFont(readFileSync(require.resolve(source)), text, { targetFormat: 'woff2' });
}

export function contentFontsPlugin(text: () => string = contentCharacters): Plugin {
  // The client and the prerender builds both start here; the fonts are cut once per set of
  // characters (the dev server's restarts read content again).
  let cutFor: string | undefined;
  return {
    name: 'portfolio:content-fonts',
    async buildStart() {
      const characters = text();
      if (characters === cutFor) return;
      mkdirSync(contentFontsDir, { recursive: true });
      for (const { file, source } of Object.values(contentFonts)) {
        const target = path.join(contentFontsDir, file);
        const cut = await cutFont(source, characters);
        // A new file, not one rewritten in place: a copy of the project may share it by hard link.
        rmSync(target, { force: true });
        writeFileSync(target, cut);
      }
      cutFor = characters;
    },
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      return Object.entries(contentFonts)
        .map(
          ([name, { file }]) =>
            `export { default as ${name} } from ${JSON.stringify(`${path.join(contentFontsDir, file)}?url`)};`,
        )
        .join('\n');
    },
  };
}
