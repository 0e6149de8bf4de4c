// The bars `npm run budget` holds every built page to (scripts/check-budget.ts); the README and
// docs quote them from here (scripts/docs-links.test.ts checks they do).
/**
 * KiB gzipped: before any interaction on every page; with every island of a page awake; the
 * stylesheet. React 19.3 and React DOM's client alone are 67.5 KiB, so a page with an island cannot
 * come under the 75 KiB the issue hoped for; 92 leaves room for the largest island (the carousel)
 * with the toasts and no more (docs/decisions/0026-html-pages-with-react-islands.md). The CSS
 * holds both states of each small control (the script only flips an attribute), and the fallback
 * face of each font at each weight the pages set, which keeps the brand fonts off the way to the
 * first paint (docs/decisions/0034-brand-fonts-after-the-first-paint.md), and a long read's
 * contents, copy buttons, series and related posts (docs/decisions/0043-long-reads.md): 13.
 */
export const budget = {
  firstJsGzipKiB: 8,
  islandsJsGzipKiB: 92,
  cssGzipKiB: 13,
  // The first-party visit counter's own file (issue 42: at most 1 KiB).
  visitCounterGzipKiB: 1,
};
