import { useEffect, useRef, useState } from 'react';

/**
 * - `idle`: before the first observation (and in prerendered HTML): shown as is, so the page reads
 *   fine without JavaScript and nothing visible flickers at hydration.
 * - `hidden`: first observed off screen, waiting to be scrolled to.
 * - `revealed`: entered the viewport after being hidden; animates in, once.
 */
export type RevealState = 'idle' | 'hidden' | 'revealed';

export function useRevealOnce<T extends Element>(options: IntersectionObserverInit) {
  const ref = useRef<T>(null);
  const [state, setState] = useState<RevealState>('idle');
  const { threshold, rootMargin } = options;

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        if (first) {
          first = false;
          if (visible) observer.disconnect();
          else setState('hidden');
          return;
        }
        if (visible) {
          setState('revealed');
          observer.disconnect();
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold, rootMargin]);

  return { ref, state };
}

/** Classes for a block that slides and fades in when revealed. */
export function revealClass(state: RevealState): string {
  if (state === 'hidden') return 'translate-y-6 opacity-0';
  if (state === 'revealed')
    return 'translate-y-0 opacity-100 transition-[opacity,transform] duration-600 ease-out';
  return '';
}
