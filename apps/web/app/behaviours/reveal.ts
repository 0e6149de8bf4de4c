// Blocks that slide in once, the first time they scroll into view (components/reveal.tsx renders
// them `data-reveal="idle"`, shown as they are, so the page reads the same without JavaScript).
// The first observation decides: a block already in view stays as it is; one off screen becomes
// `hidden` and, once it enters the view, `revealed` (app.css animates the change).
import { revealAttribute } from './hook-attributes.ts';
export type RevealState = 'idle' | 'hidden' | 'revealed';

export function enhanceReveal(doc: Document, signal?: AbortSignal): void {
  if (typeof IntersectionObserver === 'undefined') return;
  for (const block of doc.querySelectorAll<HTMLElement>(`[${revealAttribute}]`)) {
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const inView = entries.some((entry) => entry.isIntersecting);
        if (first) {
          first = false;
          if (inView) observer.disconnect();
          else block.dataset.reveal = 'hidden';
          return;
        }
        if (!inView) return;
        block.dataset.reveal = 'revealed';
        observer.disconnect();
      },
      {
        threshold: Number(block.dataset.revealThreshold ?? 0),
        rootMargin: block.dataset.revealMargin ?? '0px',
      },
    );
    observer.observe(block);
    signal?.addEventListener('abort', () => observer.disconnect());
  }
}
