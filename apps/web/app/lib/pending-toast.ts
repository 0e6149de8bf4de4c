// A toast an earlier page kept for this one (lib/notify.ts keeps it): the site script looks for it
// and, only when there is one, fetches the toasts' code to show it, so no page pays for that code
// to learn that there is nothing to show.

import { pendingToastKey } from './pending-toast-key.ts';

/** Shows, once, the toast an earlier page kept for this one, if there is one. */
export function showPendingToast(storage: Storage): void {
  let saved: string | null;
  try {
    saved = storage.getItem(pendingToastKey);
    if (saved === null) return;
    storage.removeItem(pendingToastKey);
  } catch {
    return;
  }
  void import('./notify.ts').then((module) => module.showKeptToast(saved)).catch(() => undefined);
}
