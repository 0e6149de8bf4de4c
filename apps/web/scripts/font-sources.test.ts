import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cutFont } from './content-fonts-plugin.ts';
import { contentFonts, furtherSources, weights } from './font-sources.ts';

const require = createRequire(import.meta.url);
const { convert } = require('fontverter') as {
  convert: (font: Buffer, to: 'truetype') => Promise<Buffer>;
};
interface Released {
  destroy(): void;
}
const harfbuzz = require('harfbuzzjs') as Promise<{
  createBlob(font: Uint8Array): Released;
  createFace(
    blob: Released,
    index: number,
  ): Released & { getAxisInfos(): Record<string, { min: number; max: number }> };
}>;

/** A font file's weight axis, as harfbuzz reads it. */
async function weightAxis(font: Buffer): Promise<{ min: number; max: number } | undefined> {
  const hb = await harfbuzz;
  const blob = hb.createBlob(await convert(font, 'truetype'));
  const face = hb.createFace(blob, 0);
  const axis = face.getAxisInfos().wght;
  face.destroy();
  blob.destroy();
  return axis;
}

const app = fileURLToPath(new URL('../app/', import.meta.url));

describe('the weights the fonts are cut to', () => {
  it('are the part of each weight axis the pages set, and no more', async () => {
    for (const source of [
      contentFonts.inter.source,
      contentFonts.grotesk.source,
      furtherSources[0]?.source ?? '',
    ]) {
      const axis = await weightAxis(await cutFont(source, 'Hello'));
      expect(axis, source).toMatchObject({ min: weights.min, max: weights.max });
    }
  });

  it('hold every weight the components and the stylesheet set', () => {
    const files = readdirSync(app, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.(tsx?|css)$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    const outside: string[] = [];
    for (const file of files) {
      const text = readFileSync(path.join(app, file), 'utf8');
      // Tailwind's weights beyond 400 to 700, and any weight written as a number.
      for (const [found] of text.matchAll(/\bfont-(?:thin|extralight|light|extrabold|black)\b/g))
        outside.push(`${file}: ${found}`);
      for (const [found, value = ''] of text.matchAll(/font-weight:\s*(\d+)(?!\s*\d)/g))
        if (Number(value) < weights.min || Number(value) > weights.max)
          outside.push(`${file}: ${found}`);
    }
    expect(outside).toEqual([]);
  });
});
