import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __soundPlays?: string[];
  }
}

/** Counts HTMLMediaElement.play calls by file name, without making a sound. */
export async function installSoundSpy(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__soundPlays = [];
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      const file = new URL(this.currentSrc || this.src).pathname.split('/').pop() ?? '';
      window.__soundPlays?.push(file.replace(/-[\w-]{8}\.\w+$/, ''));
      return Promise.resolve();
    };
  });
}

/** Sounds played so far on this page, e.g. ["navigation-click", "action-click"]. */
export async function soundPlays(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__soundPlays ?? []);
}
