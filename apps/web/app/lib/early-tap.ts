// A tap between the first paint and hydration is answered, not lost (HTML first: the page works
// before its scripts, and a control that needs them must not swallow a tap meanwhile; decision
// docs/decisions/0016-no-dead-control.md).
//
// `holdEarlyTaps` runs first thing in the bootstrap, before hydration (apps/web/scripts/
// start-after-first-paint.ts puts its source there): a tap on a control that needs JavaScript
// (a `type="button"` button: links and a form's send button work without it) is held, not
// lost, and hydration is asked to start at once. Once the page is hydrated the root calls
// `replayEarlyTap`, which lets taps through again and clicks the held control, so it answers.
// Its source is copied into the bootstrap, so it uses no names from outside itself and no named
// inner functions (which a bundler may wrap in helpers the page does not have).

declare global {
  interface Window {
    __earlyTap?: { target: HTMLElement | null; release: () => void };
  }
}

/** The event that starts hydration at once instead of after the first paint has settled. */
export const hydrateNowEvent = 'portfolio:hydrate-now';

export function holdEarlyTaps(): void {
  const held: { target: HTMLElement | null; release: () => void } = {
    target: null,
    release: () => undefined,
  };
  const options = { capture: true };
  const hold = function (event: Event): void {
    const control =
      event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (!(control instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.target ??= control;
    window.dispatchEvent(new Event('portfolio:hydrate-now'));
  };
  document.addEventListener('click', hold, options);
  held.release = function () {
    document.removeEventListener('click', hold, options);
  };
  window.__earlyTap = held;
}

/** Lets taps through again and answers the one held before hydration, if any. */
export function replayEarlyTap(): void {
  const held = window.__earlyTap;
  if (held === undefined) return;
  window.__earlyTap = undefined;
  held.release();
  if (held.target?.isConnected) held.target.click();
}
