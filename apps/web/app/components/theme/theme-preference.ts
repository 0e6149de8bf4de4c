// The visitor's colour theme: "system" (the default: follow the device) or a saved "light" or
// "dark", kept in localStorage so it survives visits, as an external store React subscribes to.
// The theme itself is the root's data-theme attribute, which app.css turns into its color-scheme;
// without it (no choice, or no JavaScript) the page follows prefers-color-scheme.

export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];

/** Where a saved choice is kept (theme-boot-script.ts reads it too). */
export const storageKey = 'portfolio:theme';

/** The page background of each theme (app.css's --color-ink-950), for the browser's own chrome. */
export const themeColors = { light: '#f6f7fb', dark: '#060912' } as const;

const listeners = new Set<() => void>();
/** Only consulted when storage is unavailable, so the choice still holds for this visit. */
let themeWithoutStorage: Theme = 'system';

const isTheme = (value: unknown): value is Theme => themes.some((theme) => theme === value);

export function getTheme(): Theme {
  try {
    const saved = window.localStorage.getItem(storageKey);
    return isTheme(saved) ? saved : 'system';
  } catch {
    return themeWithoutStorage;
  }
}

export function getServerTheme(): Theme {
  return 'system';
}

/** Puts a theme on the page: the root's data-theme and the theme-color metas. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const media = meta.getAttribute('media') ?? '';
    // Each meta answers its own media query again when the choice is the system's.
    const own = media.includes('light') ? themeColors.light : themeColors.dark;
    meta.content = theme === 'system' ? own : themeColors[theme];
  }
}

export function setTheme(next: Theme): void {
  themeWithoutStorage = next;
  try {
    if (next === 'system') window.localStorage.removeItem(storageKey);
    else window.localStorage.setItem(storageKey, next);
  } catch {
    // Storage can be unavailable (private mode, quota); the choice still holds for this visit.
  }
  applyTheme(next);
  for (const listener of listeners) listener();
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  // A choice made in another tab applies here too.
  const onStorage = (event: StorageEvent): void => {
    if (event.key !== storageKey && event.key !== null) return;
    applyTheme(getTheme());
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
