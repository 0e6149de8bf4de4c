import type { ReactNode } from 'react';
import { spotlightHook } from '../../behaviours/hooks.ts';

/** A soft light that follows the mouse (behaviours/spotlight.ts; pointer devices only, never with reduced motion, never in the way). */
export function Spotlight({ children }: { children: ReactNode }) {
  return (
    <div {...spotlightHook()} className="relative isolate">
      <div
        aria-hidden="true"
        data-spotlight=""
        className="pointer-events-none absolute inset-0 -z-10 hidden motion-reduce:!hidden [@media(pointer:fine)]:block"
        style={{
          background:
            'radial-gradient(520px circle at var(--spot-x, 50%) var(--spot-y, 35%), var(--color-glow), transparent 65%)',
        }}
      />
      {children}
    </div>
  );
}
