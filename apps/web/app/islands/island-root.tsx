import { useEffect } from 'react';
import type { ReactNode } from 'react';

/**
 * The root of every island, on the server and in the browser alike (so the markup and React's
 * ids match): it renders its child, and says once it has hydrated.
 */
export function IslandRoot({ onReady, children }: { onReady?: () => void; children: ReactNode }) {
  useEffect(() => {
    onReady?.();
  }, [onReady]);
  return children;
}
