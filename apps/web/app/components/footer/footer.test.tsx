import { fill } from '@portfolio/content-model/fill';
import { copy } from '@portfolio/content/copy';
import { footerProfiles, profileRel } from '@portfolio/content-model/profiles';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { identity } from '@portfolio/content/identity';
import { renderInShell } from '../../test/render-in-shell.tsx';
import { Footer } from './footer.tsx';

function stubClipboard(writeText: (text: string) => Promise<void>): void {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

/** Whether the check mark and the badge show: app.css shows them under a holder marked data-copied. */
const copiedShown = () => screen.getByText(copy.footer.copied).closest('[data-copied]') !== null;

describe('Footer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has the call to action, headings, copyright year and credit from the spec', () => {
    renderInShell(<Footer />);
    expect(screen.getByRole('link', { name: copy.footer.action })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getByRole('heading', { name: fill(copy.footer.heading) })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: copy.footer.emailHeading })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: copy.footer.profilesHeading })).toBeInTheDocument();
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            fill(copy.footer.copyright, { year: String(new Date().getFullYear()) }),
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' && element.textContent === fill(copy.footer.credit),
      ),
    ).toBeInTheDocument();
  });

  it("lists the owner's profiles in the footer's order, web profiles in new tabs without an opener", () => {
    renderInShell(<Footer />);
    const list = screen.getByRole('heading', {
      name: copy.footer.profilesHeading,
    }).nextElementSibling;
    const links = [...(list?.querySelectorAll('a') ?? [])];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      footerProfiles.map((profile) => profile.url),
    );
    for (const profile of footerProfiles) {
      // jsdom joins the hidden "(opens in a new tab)" without the space a browser puts in.
      const link = screen.getByRole('link', {
        name: (name) =>
          name.replace(/\s+/g, '') ===
          `${profile.name}${profile.newTab ? copy.opensInNewTab : ''}`.replace(/\s+/g, ''),
      });
      expect(link).toHaveAttribute('href', profile.url);
      if (profile.newTab) {
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', profileRel);
      } else expect(link).not.toHaveAttribute('target');
    }
  });

  it('copies the address and shows the check mark and Copied! badge for 2000 ms', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    renderInShell(<Footer />);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: copy.footer.copyEmail }));
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith(identity.email);
    expect(copiedShown()).toBe(true);
    expect(screen.getByRole('button', { name: copy.footer.emailCopied })).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(copiedShown()).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(copiedShown()).toBe(false);
    expect(screen.getByRole('button', { name: copy.footer.copyEmail })).toBeInTheDocument();
  });

  it('falls back to a selection copy when the Clipboard API refuses', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    renderInShell(<Footer />);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: copy.footer.copyEmail }));
      await Promise.resolve();
      await Promise.resolve();
    });
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copiedShown()).toBe(true);
  });
});
