import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

// Pages are readable before hydration, so a visitor may already be scrolling when React starts;
// remember any such input from the moment this module runs.
let visitorInteracted = false;
if (typeof window !== 'undefined') {
  for (const type of ['wheel', 'touchmove', 'keydown', 'pointerdown']) {
    window.addEventListener(
      type,
      () => {
        visitorInteracted = true;
      },
      { once: true, passive: true, capture: true },
    );
  }
}

function browserMayHaveRestoredScroll(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/**
 * Every page starts at the top (docs/decisions/0008-inherited-behaviour.md): every client navigation, and a reloaded or revisited
 * page — but never by yanking away a visitor who started scrolling before hydration.
 */
export function ScrollToTop() {
  // The key changes on every navigation, so a link to the page you are on (the footer's
  // 'Let's Work Together' on /contact) also brings you back to its top.
  const { key } = useLocation();
  const hydrated = useRef(false);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    if (!hydrated.current) {
      hydrated.current = true;
      if (visitorInteracted || !browserMayHaveRestoredScroll()) return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [key]);

  return null;
}
