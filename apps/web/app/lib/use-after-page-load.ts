import { useEffect, useState } from 'react';

/**
 * False in the prerendered HTML and until the page has finished loading, then true. For content
 * that should never compete with what the visitor sees first (e.g. images a carousel shows later).
 */
export function useAfterPageLoad(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const done = () => setLoaded(true);
    if (document.readyState === 'complete') {
      // Arrived by client-side navigation: the page is already loaded.
      const timer = window.setTimeout(done, 0);
      return () => window.clearTimeout(timer);
    }
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, []);
  return loaded;
}
