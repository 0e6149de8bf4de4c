// The brand fonts come after the page's first paint, never on its way
// (docs/decisions/0034-brand-fonts-after-the-first-paint.md): the page paints in the fallback faces
// (local Arial sized like each font, scripts/font-fallbacks.ts); once the largest paint is on the
// screen the site script calls this, which fetches the faces the page's text needs and, when
// they are all in, names them (data-fonts="brand" on <html>, which app.css's stacks follow) in one
// task that keeps every box where it was (hold-layout.ts), so the swap moves nothing. A visitor
// who comes from another page of the site has them named from the first frame
// (brand-fonts-boot.ts). Without JavaScript the fallback faces stay.
import { brandFontsAttribute } from './brand-fonts-attribute.ts';
import { swapHoldingLayout } from './hold-layout.ts';

/** The families app.css's brand stacks name, as `document.fonts.load` asks for all their faces. */
const brandFonts = '1em "Inter Variable", "Space Grotesk Variable", "Portfolio Scripts"';

/** Fetches the faces of the brand fonts the page's text needs, then names them, moving nothing. */
export async function showBrandFonts(win: Window): Promise<void> {
  const { document } = win;
  // All the page's text, hidden text too (a menu not yet open needs its faces once it opens):
  // unlike innerText, the text as laid out, reading it makes the browser lay nothing out.
  const text = document.body.textContent;
  try {
    await document.fonts.load(brandFonts, text);
  } catch {
    // A font that did not arrive (offline, blocked) leaves the fallback faces, which take about
    // the same room.
    return;
  }
  swapHoldingLayout(win, () => {
    document.documentElement.setAttribute(brandFontsAttribute, 'brand');
  });
}
