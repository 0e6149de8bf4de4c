// The fallback faces a page draws in when a brand font is not there for its first paint: for each
// family and each weight the pages set, a local Arial (or its metric twins Liberation Sans and
// Arimo, or Roboto) sized and spaced like the very subset file the build ships, by Capsize's
// formula (@capsizecss/core's createFontStack: size-adjust from the average character width, then
// the ascent, descent and line gap over the adjusted em), so text in it takes about the room it
// takes in the brand font. Nothing here is tuned by hand: a new font, subset or weight gives new
// numbers at the next build.
// docs/decisions/0033-generated-fallback-faces.md
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import { fromBuffer } from '@capsizecss/unpack';
import subsetFont from 'subset-font';

/** The weights the pages set (font-sources.ts's range): one fallback face each. */
export const pageWeights = [400, 500, 600, 700] as const;

/** Arial and the fonts drawn to its metrics, by the names `local()` finds them under. */
const localFaces = {
  regular: ['Arial', 'Liberation Sans', 'Arimo', 'Roboto'],
  bold: ['Arial Bold', 'Liberation Sans Bold', 'Arimo Bold', 'Roboto Bold'],
} as const;

export interface FallbackFace {
  family: string;
  /** A weight, or the range of weights one face serves when their numbers are the same. */
  weight: string;
  local: readonly string[];
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

/**
 * What each instance keeps to be measured: printable ASCII, which every cut file holds (the form's
 * characters), so unpack weighs the very glyphs it finds in the file itself.
 */
const measured = String.fromCharCode(...Array.from({ length: 95 }, (_, index) => index + 32));

/**
 * The fallback faces of `family` for a variable font file: each weight's static instance is
 * measured, against regular Arial up to 500 and bold Arial from 600 (what a browser picks for
 * those weights).
 */
export async function fallbackFaces(family: string, font: Buffer): Promise<FallbackFace[]> {
  const faces: FallbackFace[] = [];
  for (const weight of pageWeights) {
    const instance = await subsetFont(font, measured, {
      targetFormat: 'truetype',
      variationAxes: { wght: weight },
    });
    const bold = weight >= 600;
    const metrics = await fromBuffer(instance);
    const fallback = bold ? arialBold : arial;
    const { fontFaces } = createFontStack([metrics, fallback], {
      fontFaceFormat: 'styleObject',
    });
    const rule = fontFaces[0]?.['@font-face'];
    if (rule === undefined) throw new Error(`font-fallbacks: Capsize gave no face for ${family}`);
    const face: FallbackFace = {
      family,
      weight: String(weight),
      local: bold ? localFaces.bold : localFaces.regular,
      sizeAdjust: percent(rule.sizeAdjust),
      ascentOverride: percent(rule.ascentOverride),
      descentOverride: percent(rule.descentOverride),
      lineGapOverride: percent(rule.lineGapOverride),
    };
    // A weight whose numbers are the last one's widens that face's range, one rule fewer.
    const last = faces.at(-1);
    if (last !== undefined && sameFace(last, face))
      last.weight = `${last.weight.split(' ')[0] ?? ''} ${face.weight}`;
    else faces.push(face);
  }
  return faces;
}

/**
 * Capsize's percentage to two decimals: a hundredth of a percent of a 16 px font is 0.002 px, and
 * every byte of the stylesheet is on the way to the first paint.
 */
export function percent(value: unknown): string {
  const number = Number.parseFloat(String(value));
  if (!Number.isFinite(number))
    throw new Error(`font-fallbacks: ${String(value)} is not a percentage`);
  return `${String(Math.round(number * 100) / 100)}%`;
}

const sameFace = (a: FallbackFace, b: FallbackFace): boolean =>
  a.local === b.local &&
  a.sizeAdjust === b.sizeAdjust &&
  a.ascentOverride === b.ascentOverride &&
  a.descentOverride === b.descentOverride &&
  a.lineGapOverride === b.lineGapOverride;

/** The @font-face rules of the fallback faces, as the stylesheet imports them. */
export function fallbackCss(faces: readonly FallbackFace[]): string {
  return faces
    .map(
      (face) =>
        `@font-face{font-family:'${face.family}';font-weight:${face.weight};src:${face.local.map((name) => `local('${name}')`).join(',')};size-adjust:${face.sizeAdjust};ascent-override:${face.ascentOverride};descent-override:${face.descentOverride};line-gap-override:${face.lineGapOverride}}`,
    )
    .join('\n')
    .concat('\n');
}
