import { copy } from '@portfolio/content/copy';
import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify/unstyled';
import type { Id } from 'react-toastify/unstyled';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../components/toaster.tsx';
import { notify, toastDurations } from './notify.ts';

describe('notify', () => {
  afterEach(() => vi.useRealTimers());

  it('uses 1000 ms for success, info and warning and 5000 ms for errors', () => {
    expect(toastDurations).toEqual({ success: 1000, info: 1000, warning: 1000, error: 5000 });
  });

  it('shows toasts in the region labelled "Notifications Alt+T", one at a time', async () => {
    render(<Toaster />);
    expect(screen.getByRole('region', { name: copy.notifications })).toBeInTheDocument();

    let first: Id = '';
    act(() => {
      first = notify.info('First message');
    });
    expect(await screen.findByText('First message')).toBeInTheDocument();
    let second: Id = '';
    act(() => {
      second = notify.warning('Second message');
    });
    expect(await screen.findByText('Second message')).toBeInTheDocument();
    // jsdom never ends the exit animation, so ask the toast store rather than the DOM here;
    // the end-to-end suite checks what a visitor sees in a real browser.
    expect(toast.isActive(first)).toBe(false);
    expect(toast.isActive(second)).toBe(true);
  });
});
