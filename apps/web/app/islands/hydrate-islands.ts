// The browser's half of the islands (island.tsx renders them): each container wakes on its own
// trigger and is hydrated as a React root of its own. React and the island's code are fetched
// then, and only then: a page with no island, or whose islands never wake, loads neither. Only the
// site script imports this module (entry.client.ts); anything else asks it by an event
// (wake-island.ts). An island that fails is reported by name and keeps the HTML the build wrote;
// it never stops another island, or the toasts.
import type { IslandTrigger } from './island-trigger.ts';
import { isIslandTrigger } from './island-trigger.ts';
import { islandAttributes } from './island-attributes.ts';
import { reportIslandError } from './report-island-error.ts';
import { wakeIslandEvent } from './island-events.ts';
import type { WakeIslandDetail } from './island-events.ts';
import { afterLargestPaint } from '../lib/after-largest-paint.ts';

const started = new WeakMap<HTMLElement, Promise<boolean>>();

/** Hydrates one island's container, once however often it is asked: whether it woke. Never rejects. */
export function hydrateIsland(container: HTMLElement): Promise<boolean> {
  const running = started.get(container);
  if (running !== undefined) return running;
  const name = container.getAttribute(islandAttributes.name) ?? '';
  // Its code is found from a list fetched with React (island-code.ts), not carried by every page.
  const hydration = Promise.all([
    import('./island-runtime.ts'),
    // Tried once more when it fails, as the island's own code is (island-code.ts).
    import('./island-code.ts')
      .catch(() => import('./island-code.ts'))
      .then(({ loadIsland }) => loadIsland(name)),
  ])
    .then(([{ hydrateIslandRoot }, definition]) => hydrateIslandRoot(container, name, definition))
    .catch((error: unknown) => {
      container.setAttribute(islandAttributes.failed, '');
      reportIslandError(container, name, error);
      return false;
    });
  started.set(container, hydration);
  return hydration;
}

const interactions = ['pointerdown', 'focusin', 'keydown'] as const;

function wake(
  container: HTMLElement,
  trigger: IslandTrigger,
  painted: Promise<void>,
  win: Window,
  signal?: AbortSignal,
): void {
  if (trigger === 'demand') return;
  const hydrateNow = (): void => {
    for (const type of interactions) container.removeEventListener(type, hydrateNow, true);
    void hydrateIsland(container);
  };
  // Whatever its trigger, an island the visitor reaches into wakes at once.
  for (const type of interactions)
    container.addEventListener(type, hydrateNow, { capture: true, signal });
  if (trigger === 'interaction') return;
  void painted.then(() => {
    if (signal?.aborted === true) return;
    if (trigger === 'idle') {
      // Safari has no idle callback: the next task is the nearest thing.
      if (typeof win.requestIdleCallback === 'function')
        win.requestIdleCallback(hydrateNow, { timeout: 2000 });
      else setTimeout(hydrateNow, 0);
      return;
    }
    // A browser without the observer cannot tell when the island nears: it wakes now.
    if (typeof IntersectionObserver === 'undefined') {
      hydrateNow();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        hydrateNow();
      },
      { rootMargin: '200px' },
    );
    // The container is `display: contents` and has no box of its own to intersect: its children do.
    for (const child of container.children) observer.observe(child);
  });
}

/**
 * Sets every island on the page to wake on its own trigger, and answers wakeIsland's requests;
 * `signal` stops the answers (for tests).
 */
export function scheduleIslands(doc: Document = document, signal?: AbortSignal): void {
  const win = doc.defaultView;
  if (win === null) return;
  doc.addEventListener(
    wakeIslandEvent,
    (event) => {
      const { name, settle } = (event as CustomEvent<WakeIslandDetail>).detail;
      event.preventDefault();
      const container = doc.querySelector<HTMLElement>(
        `[${islandAttributes.name}="${CSS.escape(name)}"]`,
      );
      if (container === null) settle(false);
      else void hydrateIsland(container).then(settle);
    },
    { signal },
  );
  // React and an island's code are fetched after the page's largest paint, never before it.
  const painted = afterLargestPaint(win);
  for (const container of doc.querySelectorAll<HTMLElement>(`[${islandAttributes.name}]`)) {
    const trigger = container.getAttribute(islandAttributes.load);
    if (isIslandTrigger(trigger)) {
      wake(container, trigger, painted, win, signal);
      continue;
    }
    // The build writes only known triggers; a page edited by hand still wakes at a touch.
    reportIslandError(
      container,
      container.getAttribute(islandAttributes.name) ?? '',
      new Error(`unknown trigger "${trigger ?? ''}"`),
    );
    wake(container, 'interaction', painted, win, signal);
  }
}
