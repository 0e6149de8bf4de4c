// The Contact page's soft light that follows the mouse (features/contact/spotlight.tsx): pointer
// devices only; app.css keeps it hidden with reduced motion and on touch screens.
import { spotlightAttribute } from './hook-attributes.ts';

export function enhanceSpotlight(doc: Document, signal?: AbortSignal): void {
  for (const area of doc.querySelectorAll<HTMLElement>(`[${spotlightAttribute}]`))
    area.addEventListener(
      'pointermove',
      (event) => {
        if (event.pointerType !== 'mouse') return;
        const box = area.getBoundingClientRect();
        area.style.setProperty('--spot-x', `${event.clientX - box.left}px`);
        area.style.setProperty('--spot-y', `${event.clientY - box.top}px`);
      },
      { signal },
    );
}
