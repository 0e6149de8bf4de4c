import { useEffect, useState, useSyncExternalStore } from 'react';
import type { RefObject } from 'react';
import { useReducedMotion } from '../../lib/use-reduced-motion.ts';

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** A carousel may move on its own only while on screen, in a visible tab, without reduced motion. */
export function useAutoplayAllowed(ref: RefObject<Element | null>): boolean {
  // Without an observer we cannot tell; behave like a visible carousel rather than a frozen one.
  // (Only timers depend on this, never markup, so the server's answer cannot mismatch.)
  const [onScreen, setOnScreen] = useState(() => typeof IntersectionObserver === 'undefined');
  const tabVisible = useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'visible',
    () => false,
  );
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      setOnScreen(entries.some((entry) => entry.isIntersecting));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  return onScreen && tabVisible && !reducedMotion;
}
