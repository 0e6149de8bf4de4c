// The browser's half of the islands (island.tsx renders them): each container wakes on its own
// trigger and is hydrated as a React root of its own. React and the island's code are fetched
// then, and only then: a page with no island, or whose islands never wake, loads neither.
import type { FunctionComponent } from 'react';
import { islandAttributes } from './island-attributes.ts';
import { isIslandName, islands } from './island-registry.ts';
import type { IslandLoad } from './island-registry.ts';
import { afterLargestPaint } from '../lib/after-largest-paint.ts';

/** An island's props, as island.tsx wrote them. */
type Props = Record<string, unknown>;

const started = new WeakMap<HTMLElement, Promise<void>>();

/** Hydrates one island's container, once however often it is asked. */
export function hydrateIsland(container: HTMLElement): Promise<void> {
  const running = started.get(container);
  if (running !== undefined) return running;
  const hydration = (async () => {
    const name = container.getAttribute(islandAttributes.name) ?? '';
    if (!isIslandName(name)) throw new Error(`hydrate-islands: no island named "${name}"`);
    const [component, { createElement }, { hydrateRoot }, { IslandRoot }] = await Promise.all([
      islands[name](),
      import('react'),
      import('react-dom/client'),
      import('./island-root.tsx'),
    ]);
    // The props island.tsx wrote for this very component.
    const props = JSON.parse(container.getAttribute(islandAttributes.props) ?? '{}') as Props;
    await new Promise<void>((resolve) => {
      hydrateRoot(
        container,
        createElement(IslandRoot, {
          onReady: () => {
            container.setAttribute(islandAttributes.hydrated, '');
            resolve();
          },
          // Each island's props are its own (the registry pairs name and component), which one
          // call over the union of components cannot express.
          children: createElement(component as FunctionComponent<Props>, props),
        }),
        { identifierPrefix: `${name}-` },
      );
    });
  })();
  started.set(container, hydration);
  return hydration;
}

/** Hydrates the first island of that name on the page, if it has one (for `demand` islands). */
export async function hydrateIslandNamed(name: string, doc: Document = document): Promise<boolean> {
  const container = doc.querySelector<HTMLElement>(`[${islandAttributes.name}="${name}"]`);
  if (container === null) return false;
  await hydrateIsland(container);
  return true;
}

const interactions = ['pointerdown', 'focusin', 'keydown'] as const;

function wake(container: HTMLElement, load: IslandLoad, loaded: Promise<void>, win: Window): void {
  if (load === 'demand') return;
  const hydrate = (): void => {
    for (const type of interactions) container.removeEventListener(type, hydrate, true);
    void hydrateIsland(container);
  };
  // Whatever its trigger, an island the visitor reaches into wakes at once.
  for (const type of interactions) container.addEventListener(type, hydrate, true);
  if (load === 'interaction') return;
  void loaded.then(() => {
    if (load === 'idle') {
      // Safari has no idle callback: the next task is the nearest thing.
      if (typeof win.requestIdleCallback === 'function')
        win.requestIdleCallback(hydrate, { timeout: 2000 });
      else setTimeout(hydrate, 0);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        hydrate();
      },
      { rootMargin: '200px' },
    );
    // The container is `display: contents` and has no box of its own to intersect: its children do.
    for (const child of container.children) observer.observe(child);
  });
}

/** Sets every island on the page to wake on its own trigger. */
export function scheduleIslands(doc: Document = document): void {
  const win = doc.defaultView;
  if (win === null) return;
  // React and an island's code are fetched after the page's largest paint, never before it.
  const loaded = afterLargestPaint(win);
  for (const container of doc.querySelectorAll<HTMLElement>(`[${islandAttributes.name}]`)) {
    const load = container.getAttribute(islandAttributes.load);
    if (load === 'visible' || load === 'idle' || load === 'interaction' || load === 'demand')
      wake(container, load, loaded, win);
  }
}
