import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/**
 * A carousel may move on its own only while on screen, in a visible tab, without reduced motion.
 * False in the prerendered HTML and until the browser has answered, so nothing moves early. The
 * three answers are read in one effect and only their result is state: a carousel below the fold
 * never renders again at load, and none is forced into a synchronous render at hydration (as a
 * store whose server value differs from the browser's would be).
 */
export function useAutoplayAllowed(ref: RefObject<Element | null>): boolean {
  const [allowed, setAllowed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const motion = window.matchMedia(reducedMotionQuery);
    // Without an observer we cannot tell; behave like a visible carousel rather than a frozen one.
    let onScreen = typeof IntersectionObserver === 'undefined';
    const update = (): void => {
      setAllowed(onScreen && document.visibilityState === 'visible' && !motion.matches);
    };
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => {
            onScreen = entries.some((entry) => entry.isIntersecting);
            update();
          });
    if (observer) observer.observe(element);
    else update();
    document.addEventListener('visibilitychange', update);
    motion.addEventListener('change', update);
    return () => {
      observer?.disconnect();
      document.removeEventListener('visibilitychange', update);
      motion.removeEventListener('change', update);
    };
  }, [ref]);

  return allowed;
}
