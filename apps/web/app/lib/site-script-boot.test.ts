import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  paintReportWait,
  siteScriptAttribute,
  siteScriptBootScript,
  siteScriptImportsAttribute,
} from './site-script-boot.ts';

interface PaintList {
  getEntriesByName: (name: string) => unknown[];
}
type PaintCallback = (list: PaintList, observer: { disconnect: () => void }) => void;

/** A browser's paint reports, given by the test: `paint(name)` reports a paint of that name. */
function paintReports(supported: string[]) {
  const watching: PaintCallback[] = [];
  const observed: unknown[] = [];
  class FakeObserver {
    static readonly supportedEntryTypes = supported;
    readonly #callback: PaintCallback;
    constructor(callback: PaintCallback) {
      this.#callback = callback;
    }
    observe(options: unknown) {
      observed.push(options);
      watching.push(this.#callback);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    observed,
    paint: (name: string) => {
      for (const callback of watching)
        callback(
          { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
          { disconnect: () => watching.splice(watching.indexOf(callback), 1) },
        );
    },
  };
}

/** Runs the boot script as the page's own inline <script>, with the build's addresses on it. */
function boot(imports: string) {
  const element = document.createElement('script');
  element.setAttribute(siteScriptAttribute, '/assets/entry.client-abc.js');
  element.setAttribute(siteScriptImportsAttribute, imports);
  document.head.append(element);
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(element);
  // The script is a string by nature (the page carries it inline); run it as the page would, in
  // its global scope.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  new Function(siteScriptBootScript)();
}

/** What the boot script has asked the page for, in order. */
const asked = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map(
    (element) =>
      element instanceof HTMLScriptElement
        ? `module ${element.getAttribute('src') ?? ''}`
        : `preload ${element.getAttribute('href') ?? ''}`,
  );

describe('the site script, asked for after the first paint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  it('asks for nothing before the first paint with content, then for its chunks and itself, once', () => {
    const reports = paintReports(['paint', 'largest-contentful-paint']);
    boot('/assets/a.js /assets/b.js');
    expect(reports.observed).toEqual([{ type: 'paint', buffered: true }]);
    // A fast page loads before its first frame: the load asks for nothing.
    window.dispatchEvent(new Event('load'));
    // A first frame without content (only the background) is not yet the page.
    reports.paint('first-paint');
    expect(asked()).toEqual([]);

    reports.paint('first-contentful-paint');
    expect(asked()).toEqual([
      'preload /assets/a.js',
      'preload /assets/b.js',
      'module /assets/entry.client-abc.js',
    ]);
    // Nothing more, ever.
    reports.paint('first-contentful-paint');
    vi.advanceTimersByTime(paintReportWait);
    expect(asked()).toHaveLength(3);
  });

  it('asks after the first frame that follows the load where the browser reports no paint', () => {
    paintReports([]);
    boot('');
    window.dispatchEvent(new Event('load'));
    expect(asked()).toEqual([]);
    vi.advanceTimersToNextFrame();
    // The task after that frame.
    expect(asked()).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(asked()).toEqual(['module /assets/entry.client-abc.js']);
  });

  it('asks a while after the load where the paint it waits for is never reported', () => {
    const reports = paintReports(['paint']);
    boot('/assets/a.js');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(paintReportWait - 1);
    expect(asked()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(asked()).toEqual(['preload /assets/a.js', 'module /assets/entry.client-abc.js']);
    reports.paint('first-contentful-paint');
    expect(asked()).toHaveLength(2);
  });
});
