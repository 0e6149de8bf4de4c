import { useEffect, useState } from 'react';
import { nextNavbarVisible } from './navbar-visibility.ts';

export function useNavbarVisibility(): boolean {
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    // Reading scrollY forces a style recalculation, and right after hydration (with the web fonts
    // arriving) that is the whole page: done here it would stretch React's commit into one long
    // task. So the starting position is read in the next frame, where that work happens anyway.
    let previousY: number | undefined;
    const start = window.requestAnimationFrame(() => {
      previousY ??= window.scrollY;
    });
    let frame = 0;
    const update = (): void => {
      frame = 0;
      const toY = window.scrollY;
      const fromY = previousY ?? toY;
      // React may run the updater later; it must see this frame's positions, not the next one's.
      setVisible((wasVisible) => nextNavbarVisible(fromY, toY, wasVisible));
      previousY = toY;
    };
    // One update per frame however fast scroll events arrive.
    const onScroll = (): void => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.cancelAnimationFrame(start);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, []);

  return visible;
}
