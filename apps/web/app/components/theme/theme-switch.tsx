import { HiComputerDesktop, HiMoon, HiSun } from 'react-icons/hi2';
import type { IconType } from 'react-icons';
import { themeOptionHook } from '../../behaviours/hooks.ts';
import { themes } from './theme-preference.ts';
import type { Theme } from './theme-preference.ts';
import { copy } from '@portfolio/content/copy';
import { Words } from '../words.tsx';

const icons: Record<Theme, IconType> = { light: HiSun, dark: HiMoon, system: HiComputerDesktop };

/**
 * Light, dark or the system's: three buttons, the chosen one pressed (behaviours/theme-switch.ts
 * makes them work, from the first paint). In the navbar they show icons; in the phone menu, words
 * too. Without JavaScript they could not work, so they are not shown and the page follows the
 * system's setting.
 */
export function ThemeSwitch({ inMenu = false }: { inMenu?: boolean }) {
  return (
    <div
      role="group"
      aria-label={copy.theme.label}
      className={`noscript:hidden ${
        inMenu
          ? 'flex items-center gap-3 px-4 pb-3 pt-2'
          : 'inline-flex items-center rounded-full border border-line p-0.5'
      }`}
    >
      {inMenu && (
        <span aria-hidden="true" className="text-sm font-medium text-muted">
          <Words of={copy.theme} name="label" />
        </span>
      )}
      <span className={inMenu ? 'flex flex-wrap gap-1' : 'contents'}>
        {themes.map((option) => {
          const Icon = icons[option];
          return (
            <button
              key={option}
              type="button"
              {...themeOptionHook(option)}
              aria-pressed="false"
              {...(inMenu ? {} : { 'aria-label': copy.theme[option], title: copy.theme[option] })}
              className={`inline-flex items-center justify-center gap-1.5 rounded-full text-muted transition-colors hover:text-fg aria-pressed:bg-ink-700 aria-pressed:text-fg ${
                inMenu ? 'h-10 px-3.5 text-sm font-medium' : 'size-8'
              }`}
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
