import { toast } from 'react-toastify/unstyled';
import type { ToastOptions } from 'react-toastify/unstyled';

type Kind = 'success' | 'info' | 'warning' | 'error';

/** Errors stay long enough to read; everything else is a quick confirmation (docs/decisions/0005-toast-durations.md). */
export const toastDurations: Record<Kind, number> = {
  success: 1000,
  info: 1000,
  warning: 1000,
  error: 5000,
};

function show(kind: Kind, message: string, options: ToastOptions = {}) {
  // The spec shows one toast at a time: a new one replaces whatever is on screen.
  toast.dismiss();
  return toast[kind](message, { autoClose: toastDurations[kind], ...options });
}

export const notify = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
};
