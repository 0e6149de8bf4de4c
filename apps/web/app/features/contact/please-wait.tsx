import { useEffect } from 'react';
import { copy } from '@portfolio/content/copy';
import { Words } from '../../components/words.tsx';

/** Covers the whole page while a query is on its way, and keeps the page from scrolling meanwhile. */
export function PleaseWait() {
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, []);

  return (
    <div
      role="status"
      aria-live="assertive"
      className="fixed inset-0 z-50 grid place-items-center bg-ink-950/95 backdrop-blur-sm"
    >
      <div className="flex flex-col items-center gap-5">
        <span
          aria-hidden="true"
          className="size-14 animate-spin rounded-full border-4 border-line border-t-accent-to motion-reduce:animate-none"
        />
        <p className="font-display text-2xl font-semibold">
          <Words of={copy.contact} name="pleaseWait" />
        </p>
      </div>
    </div>
  );
}
