// The one script every page loads (root.tsx asks for it from an inline script once the first frame
// is on the screen, so it never races the page to it: lib/site-script-boot.ts; a tap made before it
// has run is held by the inline held-taps-boot.ts and answered as soon as it is ready). It holds no
// framework. It does five things, in this order:
//   1. the small behaviours enhance the markup React rendered at build time (enhance-page.ts);
//   2. the islands' loader sets each island to wake on its trigger, fetching React only for the
//      widgets that need it, when they need it (islands/hydrate-islands.ts: only this file
//      imports it);
//   3. a toast an earlier page kept for this one is shown (lib/pending-toast.ts);
//   4. the brand fonts are fetched and named once the page has painted, unless the boot script in
//      the <head> named them already (lib/brand-fonts.ts);
//   5. the first-party visit counter, when the build has one (VISITS), reports the view once the
//      page has painted (lib/count-visit.ts, a file of its own).
// docs/decisions/0026-html-pages-with-react-islands.md
import { enhancePage } from './behaviours/enhance-page.ts';
import { scheduleIslands } from './islands/hydrate-islands.ts';
import { afterLargestPaint } from './lib/after-largest-paint.ts';
import { brandFontsAttribute } from './lib/brand-fonts-attribute.ts';
import { showBrandFonts } from './lib/brand-fonts.ts';
import { showPendingToast } from './lib/pending-toast.ts';
import { siteScriptReady } from './lib/site-script-ready.ts';

function start(): void {
  enhancePage(document);
  // Every control is answered from here on: the taps held since the first paint are given back.
  document.dispatchEvent(new Event(siteScriptReady));
  scheduleIslands(document);
  try {
    showPendingToast(window.sessionStorage);
  } catch {
    // Storage blocked: there is no toast kept for this page either.
  }
  const painted = afterLargestPaint(window);
  if (document.documentElement.getAttribute(brandFontsAttribute) !== 'brand')
    void painted.then(() => showBrandFonts(window)).catch(() => undefined);
  if (__VISIT_ENDPOINT__ !== '')
    void painted
      .then(() => import('./lib/count-visit.ts'))
      .then(({ countVisit }) => {
        countVisit(window, __VISIT_ENDPOINT__);
      })
      .catch(() => undefined);
}

/** Starts once the document is parsed, so every element it enhances is there. */
function startWhenParsed(): void {
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}

// Asked for after the first paint, it may arrive before the parser has reached the end of the page.
if (import.meta.env.DEV)
  // The dev server's React Fast Refresh, which React Router's plugin sets up for the islands.
  void import('virtual:react-router/inject-hmr-runtime').then(startWhenParsed);
else startWhenParsed();
