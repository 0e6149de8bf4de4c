// The fallback faces follow the font files the build cuts: each override recomputed here from the
// file by Capsize's formula, from the font's own metrics and Arial's, must be what the CSS says.
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import { fromBuffer } from '@capsizecss/unpack';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { cutFont } from './content-fonts-plugin.ts';
import { fallbackCss, fallbackFaces, pageWeights, percent } from './font-fallbacks.ts';
import { contentFonts } from './font-sources.ts';

const ascii = String.fromCharCode(...Array.from({ length: 95 }, (_, index) => index + 32));

describe('the fallback faces', () => {
  for (const [name, { source, fallback }] of Object.entries(contentFonts))
    it(`of ${name} are sized like its cut file, weight by weight`, async () => {
      // A cut as a build makes one: another text gives another file, and other numbers.
      const cut = await cutFont(source, `${ascii}éü—`);
      const css = fallbackCss(await fallbackFaces(fallback, cut));
      for (const weight of pageWeights) {
        const instance = await subsetFont(cut, ascii, {
          targetFormat: 'truetype',
          variationAxes: { wght: weight },
        });
        const own = await fromBuffer(instance);
        const local = weight >= 600 ? arialBold : arial;
        const sizeAdjust = own.xWidthAvg / own.unitsPerEm / (local.xWidthAvg / local.unitsPerEm);
        const em = own.unitsPerEm * sizeAdjust;
        const rule = new RegExp(
          `@font-face\\{font-family:'${fallback}';font-weight:(\\d+ )?${String(weight)}[^}]*size-adjust:${percent(sizeAdjust * 100)};ascent-override:${percent((own.ascent / em) * 100)};descent-override:${percent((Math.abs(own.descent) / em) * 100)};line-gap-override:${percent((own.lineGap / em) * 100)}\\}|@font-face\\{font-family:'${fallback}';font-weight:${String(weight)} \\d+[^}]*size-adjust:${percent(sizeAdjust * 100)};`,
        );
        expect(css, `${fallback} at ${String(weight)}`).toMatch(rule);
      }
      expect(css).toContain(weightsLocal(fallback));
    });
});

/** The start of a family's regular face's local sources. */
const weightsLocal = (family: string) =>
  `font-family:'${family}';font-weight:400;src:local('Arial')`;
