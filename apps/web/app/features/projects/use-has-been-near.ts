import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * False in the prerendered HTML and until the page has finished loading and the element has come
 * within `margin` of the viewport, then true for good. Work for what is far below the fold (a
 * carousel's next pictures) waits until the visitor heads there, and never competes with what the
 * page shows first; it comes as one render per element, never as one long task for all of them
 * right after the page loads. Without an observer it is true once the page has loaded.
 */
export function useHasBeenNear(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    let observer: IntersectionObserver | undefined;
    const watch = (): void => {
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: margin },
      );
      observer.observe(element);
    };
    // Arrived by client-side navigation: the page has loaded already. The wait is a task, so the
    // pictures are never part of the navigation's own render.
    const timer = document.readyState === 'complete' ? window.setTimeout(watch, 0) : undefined;
    if (timer === undefined) window.addEventListener('load', watch, { once: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('load', watch);
      observer?.disconnect();
    };
  }, [ref, margin, near]);
  return near;
}
