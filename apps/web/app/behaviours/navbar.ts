// The navbar (components/navbar/navbar.tsx): it hides when the visitor scrolls down past the
// threshold and shows again on the way up (navbar-visibility.ts), stays while its phone menu is
// open, and the menu closes on Escape. "/" anywhere but in a field follows its search link.
import { navbarAttribute, searchLinkAttribute } from './hook-attributes.ts';
import { nextNavbarVisible } from '../components/navbar/navbar-visibility.ts';

/** Whether a key press belongs to what the visitor is typing into. */
const isTyping = (target: EventTarget | null): boolean =>
  target instanceof Element &&
  ((target instanceof HTMLElement && target.isContentEditable) ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function enhanceNavbar(doc: Document, signal?: AbortSignal): void {
  const win = doc.defaultView;
  const header = doc.querySelector<HTMLElement>(`[${navbarAttribute}]`);
  if (win === null || header === null) return;
  const menu = header.querySelector('details');

  let visible = true;
  // Reading scrollY forces a style calculation; this script runs before the first paint, when that
  // is the whole page's. So the starting position is read in the first frame, where it is done
  // anyway, unless the page has scrolled by then: the position it scrolled from is then the top.
  let previousY: number | undefined;
  let frame = 0;
  win.requestAnimationFrame(() => {
    if (frame === 0) previousY ??= win.scrollY;
  });
  const update = (): void => {
    frame = 0;
    const y = win.scrollY;
    visible = nextNavbarVisible(previousY ?? 0, y, visible);
    previousY = y;
    header.dataset.visible = String(visible);
  };
  // One update per frame however fast scroll events arrive.
  win.addEventListener(
    'scroll',
    () => {
      if (frame === 0) frame = win.requestAnimationFrame(update);
    },
    { passive: true, signal },
  );

  win.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Escape' && menu?.open === true) {
        menu.open = false;
        menu.querySelector('summary')?.focus();
        return;
      }
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || isTyping(event.target)) return;
      const search = header.querySelector<HTMLAnchorElement>(`[${searchLinkAttribute}]`);
      if (search === null) return;
      event.preventDefault();
      search.click();
    },
    { signal },
  );

  // A page restored from the back/forward cache comes back as it was left: with the menu closed.
  win.addEventListener(
    'pageshow',
    (event) => {
      if (event.persisted && menu !== null) menu.open = false;
    },
    { signal },
  );
}
