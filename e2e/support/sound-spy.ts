import type { Page } from '@playwright/test';

/**
 * Counts HTMLMediaElement.play calls by file name, without making a sound, across the pages this
 * tab opens (each navigation is a new document: the count is kept in the tab's session storage).
 */
export async function installSoundSpy(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const key = 'e2e:sound-plays';
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      const address = this.dataset.src ?? (this.currentSrc || this.src);
      const file = new URL(address, location.href).pathname.split('/').pop() ?? '';
      const plays = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
      plays.push(file.replace(/-[\w-]{8}\.\w+$/, ''));
      sessionStorage.setItem(key, JSON.stringify(plays));
      return Promise.resolve();
    };
  });
}

/** Sounds played so far in this tab, e.g. ["navigation-click", "action-click"]. */
export async function soundPlays(page: Page): Promise<string[]> {
  return page.evaluate(
    () => JSON.parse(sessionStorage.getItem('e2e:sound-plays') ?? '[]') as string[],
  );
}
