// Every page starts at the top (docs/decisions/0008-inherited-behaviour.md): a new page does by
// itself; a reloaded or revisited one is brought there too, unless the visitor is already scrolling,
// and a page the browser restores whole from its back/forward cache as well.
export function scrollToTopOnEveryPage(win: Window, signal?: AbortSignal): void {
  win.history.scrollRestoration = 'manual';
  let visitorInteracted = false;
  for (const type of ['wheel', 'touchmove', 'keydown', 'pointerdown'])
    win.addEventListener(
      type,
      () => {
        visitorInteracted = true;
      },
      { once: true, passive: true, capture: true, signal },
    );
  const toTop = (): void => {
    if (!visitorInteracted) win.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  };
  toTop();
  win.addEventListener(
    'pageshow',
    (event) => {
      if (!event.persisted) return;
      visitorInteracted = false;
      toTop();
    },
    { signal },
  );
}
