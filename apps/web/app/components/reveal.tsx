import type { ReactNode } from 'react';
import { revealClass, useRevealOnce } from '../lib/use-reveal-once.ts';

/**
 * A block that fades and slides in once, the first time it scrolls into view. With `enterDelayMs`
 * it also plays its entrance on page load (pure CSS, so it runs before hydration too). That one only
 * slides: a block in view at load stays painted, so its pictures and text count as shown at once
 * (a fade from opacity 0 held the Projects screenshots back as the page's LCP until 2.7 s).
 */
export function Reveal({
  options,
  enterDelayMs,
  className = '',
  children,
}: {
  options: IntersectionObserverInit;
  enterDelayMs?: number;
  className?: string;
  children: ReactNode;
}) {
  const { ref, state } = useRevealOnce<HTMLDivElement>(options);
  const entering = enterDelayMs !== undefined && state !== 'hidden';
  return (
    <div
      ref={ref}
      data-reveal={state}
      className={`${entering ? 'animate-rise' : revealClass(state)} ${className}`}
      style={entering ? { animationDelay: `${enterDelayMs}ms` } : undefined}
    >
      {children}
    </div>
  );
}
