// Runs in the <head> before the first paint (root.tsx writes it inline, allowed by its hash that
// vite.config.ts takes): a visitor who comes from another page of this site has the brand fonts in
// the browser's cache already (they are fetched on every page after its first paint, and cached as
// immutable), so this page names them from its first frame. It reads the referrer, which the
// site's policy (strict-origin-when-cross-origin) gives in full only to its own pages: nothing is
// stored. A module of its own, so that only the prerender carries the string.
// docs/decisions/0034-brand-fonts-after-the-first-paint.md
import { brandFontsAttribute } from './brand-fonts-attribute.ts';

/** The inline script for a site under `basePath` ("/" or "/repo/"). */
export function brandFontsBootScript(basePath: string): string {
  return `try{var r=new URL(document.referrer);if(r.origin===location.origin&&r.pathname.indexOf(${JSON.stringify(basePath)})===0)document.documentElement.setAttribute(${JSON.stringify(brandFontsAttribute)},'brand')}catch(e){}`;
}
