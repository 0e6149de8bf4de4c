// The characters a font file has a glyph for, read from its cmap by harfbuzz. Used to check that
// the fonts the build cuts down (apps/web/scripts/content-fonts-plugin.ts) keep what a page shows.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface Released {
  destroy(): void;
}
// Neither tool ships types; harfbuzzjs's module.exports is a promise, which an ES import would wrap.
const { convert } = require('fontverter') as {
  convert: (font: Buffer, to: 'truetype') => Promise<Buffer>;
};
const harfbuzz = require('harfbuzzjs') as Promise<{
  createBlob(font: Uint8Array): Released;
  createFace(blob: Released, index: number): Released & { collectUnicodes(): Uint32Array };
}>;

/** Every character the WOFF2 (or TrueType) font maps to a glyph. */
export async function fontCharacters(font: Buffer): Promise<Set<string>> {
  const hb = await harfbuzz;
  const blob = hb.createBlob(await convert(font, 'truetype'));
  const face = hb.createFace(blob, 0);
  const characters = new Set([...face.collectUnicodes()].map((code) => String.fromCodePoint(code)));
  face.destroy();
  blob.destroy();
  return characters;
}
