import type { ReactNode } from 'react';
import { revealHook } from '../behaviours/hooks.ts';

/**
 * A block that fades and slides in once, the first time it scrolls into view (behaviours/reveal.ts
 * and app.css's [data-reveal] rules). With `enterDelayMs` it also plays its entrance on page load
 * (pure CSS). That one only slides: a block in view at load stays painted, so its pictures and text
 * count as shown at once (a fade from opacity 0 held the Projects screenshots back as the page's LCP
 * until 2.7 s).
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
  const threshold = Array.isArray(options.threshold) ? options.threshold[0] : options.threshold;
  return (
    <div
      {...revealHook({ threshold: threshold ?? 0, margin: options.rootMargin ?? '0px' })}
      className={`${enterDelayMs === undefined ? '' : 'animate-rise'} ${className}`}
      style={enterDelayMs === undefined ? undefined : { animationDelay: `${enterDelayMs}ms` }}
    >
      {children}
    </div>
  );
}
