import { useSyncExternalStore } from 'react';
import { HiComputerDesktop, HiMoon, HiSun } from 'react-icons/hi2';
import type { IconType } from 'react-icons';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { getServerTheme, getTheme, setTheme, subscribeTheme, themes } from './theme-preference.ts';
import type { Theme } from './theme-preference.ts';
import { copy } from '@portfolio/content/copy';

const icons: Record<Theme, IconType> = { light: HiSun, dark: HiMoon, system: HiComputerDesktop };

/**
 * Light, dark or the system's: three buttons, the chosen one pressed. In the navbar they show
 * icons; in the phone menu, words too. Until JavaScript runs they cannot work, so they are not
 * shown (the navbar keeps their room, so nothing moves when they appear) and the page follows
 * the system's setting.
 */
export function ThemeSwitch({ inMenu = false }: { inMenu?: boolean }) {
  const theme = useSyncExternalStore(subscribeTheme, getTheme, getServerTheme);
  const hydrated = useHydrated();
  const shown = hydrated ? '' : inMenu ? 'hidden' : 'invisible';
  return (
    <div
      role="group"
      aria-label={copy.theme.label}
      className={`${shown} ${
        inMenu
          ? 'flex items-center gap-3 px-4 pb-3 pt-2'
          : 'inline-flex items-center rounded-full border border-line p-0.5'
      }`}
    >
      {inMenu && (
        <span aria-hidden="true" className="text-sm font-medium text-muted">
          {copy.theme.label}
        </span>
      )}
      <span className={inMenu ? 'flex flex-wrap gap-1' : 'contents'}>
        {themes.map((option) => {
          const Icon = icons[option];
          const pressed = hydrated && theme === option;
          return (
            <button
              key={option}
              type="button"
              aria-pressed={pressed}
              {...(inMenu ? {} : { 'aria-label': copy.theme[option], title: copy.theme[option] })}
              onClick={() => setTheme(option)}
              className={`inline-flex items-center justify-center gap-1.5 rounded-full transition-colors ${
                inMenu ? 'h-10 px-3.5 text-sm font-medium' : 'size-8'
              } ${pressed ? 'bg-ink-700 text-fg' : 'text-muted hover:text-fg'}`}
            >
              <Icon aria-hidden="true" className="size-4" />
              {inMenu && copy.theme[option]}
            </button>
          );
        })}
      </span>
    </div>
  );
}
