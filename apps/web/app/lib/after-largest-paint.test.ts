import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLargestPaint } from './after-largest-paint.ts';

/** A browser that reports the largest paint: the test calls `paint()` when it happens. */
function reportingBrowser() {
  let report: (() => void) | undefined;
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(callback: () => void) {
      report = callback;
    }
    observe(): void {
      // Entries come only when the test paints.
    }
    disconnect() {
      report = undefined;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return { paint: () => report?.() };
}

const settled = async (promise: Promise<void>): Promise<boolean> => {
  let done = false;
  void promise.then(() => (done = true));
  // Frames and tasks: jsdom's requestAnimationFrame runs on a timer.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return done;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('afterLargestPaint', () => {
  it('waits for the largest paint where the browser reports it, not only for the load', async () => {
    const browser = reportingBrowser();
    const waiting = afterLargestPaint(window);
    expect(document.readyState).toBe('complete');
    expect(await settled(waiting)).toBe(false);
    browser.paint();
    expect(await settled(waiting)).toBe(true);
  });

  it('ends at the visitor’s first input, after which the browser reports no largest paint', async () => {
    reportingBrowser();
    const waiting = afterLargestPaint(window);
    expect(await settled(waiting)).toBe(false);
    window.dispatchEvent(new Event('pointerdown'));
    expect(await settled(waiting)).toBe(true);
  });

  it('waits for the load, then a frame, where the browser does not report it', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const waiting = afterLargestPaint(window);
    expect(await settled(waiting)).toBe(false);
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(await settled(waiting)).toBe(true);
  });
});
