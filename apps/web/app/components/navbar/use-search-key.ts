import { useEffect } from 'react';
import type { RefObject } from 'react';

/** Whether a key press belongs to what the visitor is typing into. */
const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** "/" anywhere but in a field follows the navbar's search link, as on many sites. */
export function useSearchKey(searchLink: RefObject<HTMLAnchorElement | null>): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || isTyping(event.target)) return;
      event.preventDefault();
      searchLink.current?.click();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [searchLink]);
}
