import { startTransition, useEffect, useState } from 'react';

/**
 * False in the prerendered HTML and during hydration, true once React runs the page: for what only
 * JavaScript can do (the form's own warning replacing the browser's required check), without a
 * hydration mismatch. The switch renders as a transition, so React can split it into short tasks.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
