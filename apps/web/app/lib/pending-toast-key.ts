/** Where a page keeps a toast for the next page of its tab (lib/notify.ts, lib/pending-toast.ts). */
export const pendingToastKey = 'portfolio:toast';
