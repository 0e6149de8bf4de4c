import type { ReactNode } from 'react';
import { revealClass, useRevealOnce } from '../lib/use-reveal-once.ts';

/**
 * A block that fades and slides in once, the first time it scrolls into view. With `enterDelayMs`
 * it also plays its entrance on page load (pure CSS, so it runs before hydration too).
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
      className={`${entering ? 'animate-enter' : revealClass(state)} ${className}`}
      style={entering ? { animationDelay: `${enterDelayMs}ms` } : undefined}
    >
      {children}
    </div>
  );
}
