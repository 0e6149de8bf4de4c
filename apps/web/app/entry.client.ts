// The one script every page loads (root.tsx puts it in the <head>, render-blocking where the
// browser allows, so every control works from the first paint). It holds no framework: the small
// behaviours enhance the markup React rendered at build time, and the islands' loader fetches React
// only for the widgets that need it, when they need it.
// docs/decisions/0026-html-pages-with-react-islands.md
import { enhancePage } from './behaviours/enhance-page.ts';
import { scrollToTopOnEveryPage } from './behaviours/scroll-to-top.ts';
import { scheduleIslands } from './islands/hydrate-islands.ts';
import { afterLargestPaint } from './lib/after-largest-paint.ts';
import { showPendingToast } from './lib/notify.ts';

function start(): void {
  scrollToTopOnEveryPage(window);
  enhancePage(document);
  scheduleIslands(document);
  try {
    showPendingToast(window.sessionStorage);
  } catch {
    // Storage blocked: there is no toast kept for this page either.
  }
  // The first-party visit counter, when the build has one (VISITS): a file of its own, fetched
  // once the page has painted, so it never delays what the visitor came for.
  if (__VISIT_ENDPOINT__ !== '')
    void afterLargestPaint(window)
      .then(() => import('./behaviours/count-visit.ts'))
      .then(({ countVisit }) => {
        countVisit(window, __VISIT_ENDPOINT__);
      })
      .catch(() => undefined);
}

// A module script runs once the document is parsed: every element it enhances is there.
if (import.meta.env.DEV)
  // The dev server's React Fast Refresh, which React Router's plugin sets up for the islands.
  void import('virtual:react-router/inject-hmr-runtime').then(start);
else start();
