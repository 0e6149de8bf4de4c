// The theme switch's buttons (rendered by components/theme/theme-switch.tsx, in the navbar and the
// phone menu): a click chooses light, dark or the system's, and every switch on the page shows the
// choice as pressed, here and when another tab changes it.
import { themeOptionAttribute } from './hook-attributes.ts';
import {
  getTheme,
  setTheme,
  subscribeTheme,
  themes,
} from '../components/theme/theme-preference.ts';
import type { Theme } from '../components/theme/theme-preference.ts';

const isTheme = (value: string | null): value is Theme => themes.some((theme) => theme === value);

export function enhanceThemeSwitch(doc: Document, signal?: AbortSignal): void {
  const buttons = [...doc.querySelectorAll<HTMLButtonElement>(`[${themeOptionAttribute}]`)];
  const show = (): void => {
    const chosen = getTheme();
    for (const button of buttons)
      button.setAttribute(
        'aria-pressed',
        String(button.getAttribute(themeOptionAttribute) === chosen),
      );
  };
  for (const button of buttons)
    button.addEventListener(
      'click',
      () => {
        const option = button.getAttribute(themeOptionAttribute);
        if (isTheme(option)) setTheme(option);
      },
      { signal },
    );
  const unsubscribe = subscribeTheme(show);
  signal?.addEventListener('abort', unsubscribe);
  show();
}
