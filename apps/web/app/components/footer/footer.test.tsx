import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { identity } from '@portfolio/content/identity';
import { renderInShell } from '../../test/render-with-shell.tsx';
import { Footer } from './footer.tsx';

function stubClipboard(writeText: (text: string) => Promise<void>): void {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('Footer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has the call to action, headings, copyright year and credit from the spec', () => {
    renderInShell(<Footer />);
    expect(screen.getByRole('link', { name: "Let's Work Together" })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getByRole('heading', { name: 'Ready to Connect?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Email Me' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Connect With Me' })).toBeInTheDocument();
    expect(
      screen.getByText(`All Right Reserved © ${new Date().getFullYear()}`),
    ).toBeInTheDocument();
    expect(screen.getByText(/Crafted with care by/)).toHaveTextContent(identity.fullName);
  });

  it('opens LinkedIn, GitHub and Instagram in new tabs without an opener', () => {
    renderInShell(<Footer />);
    for (const name of ['LinkedIn', 'GitHub', 'Instagram']) {
      const link = screen.getByRole('link', { name: new RegExp(`^${name}`) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('copies the address and shows the check mark and Copied! badge for 2000 ms', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    renderInShell(<Footer />);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy e-mail address' }));
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith(identity.email);
    expect(screen.getByText('Copied!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'E-mail address copied' })).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.getByText('Copied!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy e-mail address' })).toBeInTheDocument();
  });

  it('falls back to a selection copy when the Clipboard API refuses', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    renderInShell(<Footer />);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy e-mail address' }));
      await Promise.resolve();
      await Promise.resolve();
    });
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByText('Copied!')).toBeInTheDocument();
  });
});
