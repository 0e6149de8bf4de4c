// What the page fetches for later (the islands' code and React, the click sounds) waits until its
// largest paint is on the screen, so that nothing competes with what the visitor sees first
// (docs/decisions/0026-html-pages-with-react-islands.md). Pages here paint whole at once (the
// footer holds the first paint: root.tsx), so their first largest-contentful-paint entry is the
// page's largest paint, or its text where a picture is still arriving.

/** The inputs after which the browser reports no further largest paint. */
const inputs = ['pointerdown', 'keydown'] as const;

/** The next task after the current frame: what starts there starts after the paint. */
const afterFrame = (win: Window, then: () => void): void => {
  win.requestAnimationFrame(() => win.setTimeout(then, 0));
};

/** Whether the browser reports the largest paint (Chromium, Firefox 122+; not Safari yet). */
function reportsLargestPaint(): boolean {
  return (
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')
  );
}

/**
 * Resolves once the page has loaded and its largest paint has happened: at the first
 * largest-contentful-paint entry where the browser reports one (or the visitor's first input, after
 * which it reports none), else after the first frame after the load. A page in a background tab
 * paints nothing, and waits until it is shown.
 */
export function afterLargestPaint(win: Window = window): Promise<void> {
  const loaded =
    win.document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          win.addEventListener('load', () => resolve(), { once: true });
        });
  const painted = new Promise<void>((resolve) => {
    if (!reportsLargestPaint()) {
      void loaded.then(() => afterFrame(win, resolve));
      return;
    }
    const done = (): void => {
      observer.disconnect();
      for (const type of inputs) win.removeEventListener(type, done, true);
      afterFrame(win, resolve);
    };
    const observer = new PerformanceObserver(done);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    // The browser stops reporting at the visitor's first input, which may come before any report:
    // the largest paint is then the one on the screen. An input before this script ran (a key
    // pressed while the page loaded) reported no largest paint at all: the browser's record of
    // the first input says so, where it keeps one.
    for (const type of inputs) win.addEventListener(type, done, { capture: true, once: true });
    if (PerformanceObserver.supportedEntryTypes.includes('first-input'))
      new PerformanceObserver((_list, inputObserver) => {
        inputObserver.disconnect();
        done();
      }).observe({ type: 'first-input', buffered: true });
  });
  return Promise.all([loaded, painted]).then(() => undefined);
}
