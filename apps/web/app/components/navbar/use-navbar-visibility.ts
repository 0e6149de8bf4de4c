import { useEffect, useState } from 'react';
import { nextNavbarVisible } from './navbar-visibility.ts';

export function useNavbarVisibility(): boolean {
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    let previousY = window.scrollY;
    let frame = 0;
    const update = (): void => {
      frame = 0;
      const fromY = previousY;
      const toY = window.scrollY;
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
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, []);

  return visible;
}
