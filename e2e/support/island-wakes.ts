import type { Page } from '@playwright/test';
import { expect } from './test.ts';

// An island that has woken has `data-hydrated` on its container
// (apps/web/app/islands/island-attributes.ts, which a spec may not import).

/** Before the page opens: notes, in the page's own time, when the first island of a name wakes. */
export async function noteIslandWaking(page: Page, name: string): Promise<void> {
  await page.addInitScript((island) => {
    new MutationObserver((_, observer) => {
      if (document.querySelector(`[data-island="${island}"][data-hydrated]`) === null) return;
      observer.disconnect();
      document.documentElement.setAttribute(`data-test-awake-${island}`, String(performance.now()));
    }).observe(document, { subtree: true, attributeFilter: ['data-hydrated'] });
  }, name);
}

/** Waits for that island to wake: the moment it did, in the page's own time. */
export async function islandWokeAt(page: Page, name: string): Promise<number> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute(`data-test-awake-${name}`, /\d/);
  return Number(await html.getAttribute(`data-test-awake-${name}`));
}

/** The paths of the pictures (AVIF, WebP) the page began to fetch before a moment of its own. */
export function picturesFetchedBefore(page: Page, moment: number): Promise<string[]> {
  return page.evaluate(
    (before) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\.(avif|webp)$/.test(entry.name) && entry.startTime < before)
        .map((entry) => new URL(entry.name).pathname),
    moment,
  );
}

/** Every picture address the first <picture> of some HTML names, as a path on the page's site. */
export function firstPictureAddresses(html: string, pageUrl: string): string[] {
  return [
    ...(/<picture>.*?<\/picture>/s.exec(html)?.[0] ?? '').matchAll(/[^\s",]+\.(?:avif|webp)/g),
  ].map(([address]) => new URL(address, pageUrl).pathname);
}
