import { copy } from '@portfolio/content/copy';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInShell } from '../../test/render-in-shell.tsx';
import { ThemeSwitch } from './theme-switch.tsx';
import { setTheme } from './theme-preference.ts';

const choices = [copy.theme.light, copy.theme.dark, copy.theme.system];

beforeEach(() => setTheme('system'));

describe('ThemeSwitch', () => {
  it('offers light, dark and the system setting, the system one chosen at first', () => {
    renderInShell(<ThemeSwitch />);
    const group = screen.getByRole('group', { name: copy.theme.label });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(choices);
    expect(
      within(group).getByRole('button', { name: copy.theme.system, pressed: true }),
    ).toBeDefined();
  });

  it('switches the page on a click and shows the choice as pressed', async () => {
    renderInShell(<ThemeSwitch inMenu />);
    const light = await screen.findByRole('button', { name: copy.theme.light });
    await userEvent.click(light);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(screen.getByRole('button', { name: copy.theme.light, pressed: true })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: copy.theme.dark }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(screen.getByRole('button', { name: copy.theme.light, pressed: false })).toBeDefined();
  });

  it('is not offered without JavaScript: the prerendered switch hides where scripts are off', async () => {
    const { renderToString } = await import('react-dom/server');
    for (const html of [renderToString(<ThemeSwitch />), renderToString(<ThemeSwitch inMenu />)]) {
      expect(html).toMatch(/class="noscript:hidden /);
      expect(html).not.toContain('aria-pressed="true"');
    }
  });
});
