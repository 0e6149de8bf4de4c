// Hydration waits until the page has painted: the bootstrap's imports start after the `load` event
// and the largest contentful paint, then when the browser is idle, and React Router's
// modulepreload links leave the head, where on a slow link they competed with the stylesheet, the
// fonts and the largest picture. Until then the page is the prerendered HTML, which reads,
// navigates and sends the form by itself (HTML first). Browsers that report no LCP entries
// (Safari), and hidden tabs, which report none until shown, go on after `load` at once; a page
// whose LCP entry never comes goes on after a second.
import { FrameworkOutputChanged } from './framework-output.ts';

const modulePreload = /<link rel="modulepreload"[^>]*\/?>/g;
const staticSideEffectImport = /^import\s+("[^"]+");?$/gm;

/** How long after `load` hydration waits for an LCP entry at most. */
export const lcpBackstopMs = 1000;

const whenPainted = `await new Promise((resolve) => {
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

/** The bootstrap module, its imports (static ones included) started only once the page has painted. */
export function startAfterFirstPaint(bootstrap: string): string {
  if (!/\bimport\(/.test(bootstrap))
    throw new FrameworkOutputChanged('start-after-first-paint', 'the bootstrap imports nothing');
  return `${whenPainted}\n${bootstrap.replace(staticSideEffectImport, 'await import($1);')}`;
}

/** The page without React Router's modulepreload links; the bootstrap fetches those files when it runs. */
export function dropModulePreloads(html: string, where: string): string {
  if (html.match(modulePreload) === null)
    throw new FrameworkOutputChanged('start-after-first-paint', 'no modulepreload link', where);
  return html.replace(modulePreload, '');
}
