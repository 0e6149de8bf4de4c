import type { PointerEvent, ReactNode } from 'react';

/** A soft light that follows the mouse (pointer devices only, never with reduced motion, never in the way). */
export function Spotlight({ children }: { children: ReactNode }) {
  const onPointerMove = (event: PointerEvent<HTMLDivElement>): void => {
    if (event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    event.currentTarget.style.setProperty('--spot-x', `${event.clientX - box.left}px`);
    event.currentTarget.style.setProperty('--spot-y', `${event.clientY - box.top}px`);
  };

  return (
    <div onPointerMove={onPointerMove} className="relative isolate">
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
