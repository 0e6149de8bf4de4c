// The brand fonts come after the page's first paint, never on its way
// (docs/decisions/0033-paint-first-brand-fonts-after.md): the page paints in the fallback faces
// (local Arial sized like each font, app.css), then the site script names the brand fonts
// (data-fonts="brand" on <html>, which app.css's stacks follow) once the largest paint is on the
// screen; the browser fetches them then and swaps them in, moving nothing. Once they have loaded,
// a mark in storage lets the next page name them from its first frame (the inline boot script,
// brand-fonts-boot.ts), as the browser has them in its cache. Without JavaScript the fallback faces stay.
import { afterLargestPaint } from './after-largest-paint.ts';

/** The mark in storage that the fonts have arrived (brand-fonts-boot.ts reads it). */
export const brandFontsStorageKey = 'portfolio:brand-fonts';
/** The attribute on <html> that app.css's brand stacks follow. */
export const brandFontsAttribute = 'data-fonts';
const storageKey = brandFontsStorageKey;
const attribute = brandFontsAttribute;

/** The fonts the stacks name once the page has painted, as `document.fonts.load` asks for them. */
const brandFonts = ['1em "Inter Variable"', '600 1em "Space Grotesk Variable"'];

/** Names the brand fonts once the page has painted, and remembers when they have arrived. */
export function showBrandFonts(win: Window = window): Promise<void> {
  const root = win.document.documentElement;
  const named = root.getAttribute(attribute) === 'brand';
  return (named ? Promise.resolve() : afterLargestPaint(win))
    .then(() => {
      root.setAttribute(attribute, 'brand');
      return Promise.all(brandFonts.map((font) => win.document.fonts.load(font)));
    })
    .then((loaded) => {
      if (loaded.every((faces) => faces.length > 0)) win.localStorage.setItem(storageKey, '1');
    })
    .catch(() => {
      // A font that did not arrive (offline, blocked) leaves the fallback faces, which look the
      // same size; storage refused only means the next page names them after its paint again.
    });
}
