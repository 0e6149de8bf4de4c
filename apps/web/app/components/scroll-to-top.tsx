import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every page starts at the top (spec §2), including after back and forward. */
export function ScrollToTop() {
  const { pathname } = useLocation();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return null;
}
