import type { Page } from '@playwright/test';

/**
 * When the page's largest paint happened (its last largest-contentful-paint entry, Chromium's
 * report of it), in the page's own time: what the site fetches for later must start after it.
 */
export function largestPaintTime(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(list.getEntries().at(-1)?.startTime ?? 0);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/** When the page's first frame was painted (Chromium's first-paint entry), in the page's own time. */
export function firstPaintTime(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          const first = list.getEntriesByName('first-paint')[0];
          if (first === undefined) return;
          observer.disconnect();
          resolve(first.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
}

/** When each fetch of the page whose address matches began, in the page's own time. */
export function fetchStarts(page: Page, address: RegExp): Promise<number[]> {
  return page.evaluate(
    (source) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new RegExp(source).test(entry.name))
        .map((entry) => entry.startTime),
    address.source,
  );
}
