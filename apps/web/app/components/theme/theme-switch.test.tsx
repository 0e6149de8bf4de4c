import { copy } from '@portfolio/content/copy';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ThemeSwitch } from './theme-switch.tsx';
import { setTheme } from './theme-preference.ts';

const choices = [copy.theme.light, copy.theme.dark, copy.theme.system];

beforeEach(() => setTheme('system'));

describe('ThemeSwitch', () => {
  it('offers light, dark and the system setting, the system one chosen at first', async () => {
    render(<ThemeSwitch />);
    const group = screen.getByRole('group', { name: copy.theme.label });
    await waitFor(() => expect(group.className).not.toContain('invisible'));
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(choices);
    expect(
      within(group).getByRole('button', { name: copy.theme.system, pressed: true }),
    ).toBeDefined();
  });

  it('switches the page on a click and shows the choice as pressed', async () => {
    render(<ThemeSwitch inMenu />);
    const light = await screen.findByRole('button', { name: copy.theme.light });
    await userEvent.click(light);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(screen.getByRole('button', { name: copy.theme.light, pressed: true })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: copy.theme.dark }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(screen.getByRole('button', { name: copy.theme.light, pressed: false })).toBeDefined();
  });

  it('is not offered before JavaScript runs: the prerendered switch is hidden', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(<ThemeSwitch />);
    expect(html).toContain('invisible');
    expect(html).not.toContain('aria-pressed="true"');
    expect(renderToString(<ThemeSwitch inMenu />)).toMatch(/class="hidden /);
  });
});
