import { copy } from '@portfolio/content/copy';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../components/toaster.tsx';
import { notify, notifyOnNextPage, toastDurations } from './notify.ts';
import { showPendingToast } from './pending-toast.ts';

describe('notify', () => {
  afterEach(() => vi.useRealTimers());

  it('uses 1000 ms for success, info and warning and 5000 ms for errors', () => {
    expect(toastDurations).toEqual({ success: 1000, info: 1000, warning: 1000, error: 5000 });
  });

  it('shows toasts in the region labelled "Notifications Alt+T", one at a time', async () => {
    render(<Toaster label={copy.notifications} />);
    expect(screen.getByRole('region', { name: copy.notifications })).toBeInTheDocument();

    await act(() => notify.info('First message'));
    expect(await screen.findByText('First message')).toBeInTheDocument();
    await act(() => notify.warning('Second message'));
    expect(await screen.findByText('Second message')).toBeInTheDocument();
    // jsdom never ends the exit animation, so ask the DOM for the toast that is not leaving.
    const live = screen
      .getAllByRole('alert')
      .filter((toast) => !toast.closest('.Toastify__toast--exit, [class*="exit"]'));
    expect(live.map((toast) => toast.textContent)).toEqual(['Second message']);
  });

  it('keeps a toast for the next page of this tab, shown there once', async () => {
    render(<Toaster label={copy.notifications} />);
    notifyOnNextPage('success', 'Thanks!', window.sessionStorage);
    showPendingToast(window.sessionStorage);
    expect(await screen.findByText('Thanks!')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('portfolio:toast')).toBeNull();
    // A broken entry (another script, an older version) is dropped without a word.
    window.sessionStorage.setItem('portfolio:toast', '{"kind":"shout","message":1}');
    showPendingToast(window.sessionStorage);
    expect(window.sessionStorage.getItem('portfolio:toast')).toBeNull();
  });
});
