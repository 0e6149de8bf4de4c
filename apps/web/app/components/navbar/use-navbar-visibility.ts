import { useEffect, useState } from 'react';
import { nextNavbarVisible } from './navbar-visibility.ts';

export function useNavbarVisibility(): boolean {
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    let previousY = window.scrollY;
    let frame = 0;
    const update = (): void => {
      frame = 0;
      const currentY = window.scrollY;
      setVisible((wasVisible) => nextNavbarVisible(previousY, currentY, wasVisible));
      previousY = currentY;
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
