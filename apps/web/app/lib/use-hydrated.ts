import { useSyncExternalStore } from 'react';

// Nothing ever changes after hydration, so there is nothing to listen to.
const subscribe = () => () => {
  // no listener to remove
};

/**
 * False in the prerendered HTML and during hydration, true once React runs the page: for what only
 * JavaScript can do (the form's own validation replacing the browser's), without a hydration
 * mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
