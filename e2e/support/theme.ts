import type { Page } from '@playwright/test';

/**
 * Whether the page a visitor sees is light or dark: the relative luminance of the page's
 * background (WCAG's formula), light above one half.
 */
export async function pageLightness(page: Page): Promise<'light' | 'dark'> {
  const luminance = await page.evaluate(() => {
    const [r = 0, g = 0, b = 0] = (
      getComputedStyle(document.documentElement).backgroundColor.match(/[\d.]+/g) ?? []
    ).map((channel) => {
      const c = Number(channel) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  });
  return luminance > 0.5 ? 'light' : 'dark';
}
