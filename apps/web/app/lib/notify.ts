// Toasts, from anywhere: the small behaviours and the islands alike. The region is on every page
// (components/toaster.island.tsx, an island woken on demand), so a page fetches React and the toast
// library only when it has something to say. It asks the loader to wake the region by an event
// (islands/wake-island.ts), which settles whatever becomes of any island.
import { wakeIsland } from '../islands/wake-island.ts';
import { pendingToastKey } from './pending-toast-key.ts';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

/** Errors stay long enough to read; everything else is a quick confirmation (docs/decisions/0005-toast-durations.md). */
export const toastDurations: Record<ToastKind, number> = {
  success: 1000,
  info: 1000,
  warning: 1000,
  error: 5000,
};

async function show(kind: ToastKind, message: string): Promise<void> {
  const [{ toast }] = await Promise.all([import('react-toastify/unstyled'), wakeIsland('toaster')]);
  // The spec shows one toast at a time: a new one replaces whatever is on screen.
  toast.dismiss();
  toast[kind](message, { autoClose: toastDurations[kind] });
}

export const notify: Record<ToastKind, (message: string) => Promise<void>> = {
  success: (message) => show('success', message),
  info: (message) => show('info', message),
  warning: (message) => show('warning', message),
  error: (message) => show('error', message),
};

const isToastKind = (value: unknown): value is ToastKind =>
  value === 'success' || value === 'info' || value === 'warning' || value === 'error';

/** Shows, once, the toast an earlier page kept for this one (its words read by lib/pending-toast.ts). */
export function showKeptToast(saved: string): void {
  let pending: unknown;
  try {
    pending = JSON.parse(saved);
  } catch {
    return;
  }
  if (
    typeof pending === 'object' &&
    pending !== null &&
    'kind' in pending &&
    'message' in pending &&
    isToastKind(pending.kind) &&
    typeof pending.message === 'string'
  )
    void notify[pending.kind](pending.message);
}

/** Keeps a toast for the next page this tab opens (the form's success, shown on Home). */
export function notifyOnNextPage(kind: ToastKind, message: string, storage: Storage): void {
  try {
    storage.setItem(pendingToastKey, JSON.stringify({ kind, message }));
  } catch {
    // Storage refused (private mode, quota): the next page opens without the toast.
  }
}
