// Hydration waits until the page has painted: the bootstrap's imports start after the `load` event
// and the largest contentful paint, then when the browser is idle, and React Router's
// modulepreload links leave the head, where on a slow link they competed with the stylesheet, the
// fonts and the largest picture. Until then the page is the prerendered HTML, which reads,
// navigates and sends the form by itself (HTML first). Browsers that report no LCP entries
// (Safari), and hidden tabs, which report none until shown, go on after `load` at once; a page
// whose LCP entry never comes goes on after a second. A tap on a control that needs JavaScript
// starts it at once, and is answered once the page is hydrated.
import { FrameworkOutputChanged } from './framework-output.ts';
import { holdEarlyTaps, hydrateNowEvent } from '../app/lib/early-tap.ts';

const modulePreload = /<link rel="modulepreload"[^>]*\/?>/g;
const staticSideEffectImport = /^import\s+("[^"]+");?$/gm;

/** How long after `load` hydration waits for an LCP entry at most. */
export const lcpBackstopMs = 1000;

// A tap on a control before then is held and starts hydration at once (app/lib/early-tap.ts).
const whenPainted = `(${holdEarlyTaps.toString()})();
await new Promise((resolve) => {
  addEventListener(${JSON.stringify(hydrateNowEvent)}, () => resolve(), { once: true });
  const idle = () => window.requestIdleCallback ? requestIdleCallback(() => resolve(), { timeout: ${lcpBackstopMs} }) : setTimeout(resolve, 0);
  const afterLoad = () => {
    const types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (!types.includes("largest-contentful-paint") || document.visibilityState !== "visible") { idle(); return; }
    let waiting = true;
    const go = () => { if (waiting) { waiting = false; observer.disconnect(); idle(); } };
    const observer = new PerformanceObserver(go);
    observer.observe({ type: "largest-contentful-paint", buffered: true });
    setTimeout(go, ${lcpBackstopMs});
  };
  if (document.readyState === "complete") afterLoad(); else addEventListener("load", afterLoad, { once: true });
});`;

/**
 * The bootstrap module, its imports (static ones included) started only once the page has painted;
 * then it asks for every file it will import at once (`preloads`, the links taken out of the
 * head), so that its one-at-a-time imports do not cost a round trip each.
 */
export function startAfterFirstPaint(bootstrap: string, preloads: readonly string[]): string {
  if (!/\bimport\(/.test(bootstrap))
    throw new FrameworkOutputChanged('start-after-first-paint', 'the bootstrap imports nothing');
  const fetchAll = `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`;
  return `${whenPainted}\n${fetchAll}\n${bootstrap.replace(staticSideEffectImport, 'await import($1);')}`;
}

/** React Router's modulepreload links in the page, and the page without them. */
export function takeModulePreloads(
  html: string,
  where: string,
): { html: string; preloads: string[] } {
  const links = html.match(modulePreload);
  if (links === null)
    throw new FrameworkOutputChanged('start-after-first-paint', 'no modulepreload link', where);
  const preloads = links.map((link) => /href="([^"]+)"/.exec(link)?.[1] ?? '');
  if (preloads.includes(''))
    throw new FrameworkOutputChanged(
      'start-after-first-paint',
      'a modulepreload link without href',
      where,
    );
  return { html: html.replace(modulePreload, ''), preloads };
}
