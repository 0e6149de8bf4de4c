import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, getTheme, setTheme, subscribeTheme, themeColors } from './theme-preference.ts';
import { themeBootScript } from './theme-boot-script.ts';

const root = document.documentElement;
const metas = () =>
  [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => [
    meta.media,
    meta.content,
  ]);
// The script's one key, as a visitor's browser stores it; read from the script itself.
const key = /localStorage\.getItem\("([^"]+)"\)/.exec(themeBootScript)?.[1] ?? '';
// The script is a string by nature (the page carries it inline); run it as the page would.
// eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
const runBootScript = (): unknown => new Function(themeBootScript)();

beforeEach(() => {
  document.head.innerHTML = `
    <meta name="theme-color" media="(prefers-color-scheme: light)" content="${themeColors.light}">
    <meta name="theme-color" media="(prefers-color-scheme: dark)" content="${themeColors.dark}">`;
  delete root.dataset.theme;
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('the script that runs before the first paint', () => {
  it('puts a saved choice on the page and on both theme-color metas', () => {
    expect(key).not.toBe('');
    localStorage.setItem(key, 'light');
    runBootScript();
    expect(root.dataset.theme).toBe('light');
    expect(metas().map(([, content]) => content)).toEqual([themeColors.light, themeColors.light]);
  });

  it('leaves the page to the system without a choice, or with a value it does not know', () => {
    runBootScript();
    expect(root.dataset.theme).toBeUndefined();
    localStorage.setItem(key, 'purple');
    runBootScript();
    expect(root.dataset.theme).toBeUndefined();
    expect(metas().map(([, content]) => content)).toEqual([themeColors.light, themeColors.dark]);
  });

  it('never throws when storage is refused (a blocked or private window)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(runBootScript).not.toThrow();
    expect(root.dataset.theme).toBeUndefined();
  });

  it('reads the key setTheme writes', () => {
    setTheme('dark');
    delete root.dataset.theme;
    runBootScript();
    expect(root.dataset.theme).toBe('dark');
  });
});

describe('the theme preference', () => {
  it('is the system by default', () => {
    expect(getTheme()).toBe('system');
  });

  it('remembers a choice and applies it; the system choice forgets it', () => {
    setTheme('light');
    expect(getTheme()).toBe('light');
    expect(root.dataset.theme).toBe('light');
    expect(metas().map(([, content]) => content)).toEqual([themeColors.light, themeColors.light]);
    setTheme('system');
    expect(getTheme()).toBe('system');
    expect(localStorage.getItem(key)).toBeNull();
    expect(root.dataset.theme).toBeUndefined();
    expect(metas().map(([, content]) => content)).toEqual([themeColors.light, themeColors.dark]);
  });

  it('still holds a choice for this visit when storage is refused', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    setTheme('dark');
    expect(getTheme()).toBe('dark');
    expect(root.dataset.theme).toBe('dark');
  });

  it('follows a choice made in another tab', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeTheme(listener);
    localStorage.setItem(key, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: 'dark' }));
    expect(listener).toHaveBeenCalled();
    expect(root.dataset.theme).toBe('dark');
    unsubscribe();
    applyTheme('system');
  });
});
