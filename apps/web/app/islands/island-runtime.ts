// What hydrating an island takes beyond the site script, fetched with React when the first island
// of a page wakes (hydrate-islands.ts), so a page whose islands never wake loads none of it: the
// props read back, React's root, and the containment of a component that throws.
import { createElement } from 'react';
import type { FunctionComponent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandDefinition } from './define-island.ts';
import { islandAttributes } from './island-attributes.ts';
import { IslandRoot } from './island-root.tsx';
import { parseProps } from './json-props.ts';
import { reportIslandError } from './report-island-error.ts';

/**
 * What the island's HTML keeps for a browser that runs no script (the rest of a carousel's strip),
 * shown as such a browser shows it: a broken island is left as the page would be without scripts.
 * The `<noscript>`'s markup is the build's, read back as the browser holds it: as text where
 * scripts run, as elements where they do not.
 */
function showWhatRunsWithoutScript(container: HTMLElement): void {
  for (const fallback of container.querySelectorAll('noscript'))
    fallback.outerHTML = fallback.innerHTML;
}

/**
 * Hydrates `container` as a React root of its own: whether it woke. A component that throws is
 * reported by name, and the container gets back the HTML the build wrote, so the page keeps it,
 * with what it holds for a browser that runs no script shown.
 */
export function hydrateIslandRoot(
  container: HTMLElement,
  name: string,
  definition: IslandDefinition<never>,
): Promise<boolean> {
  const props = parseProps(name, container.getAttribute(islandAttributes.props));
  const written = container.innerHTML;
  return new Promise<boolean>((resolve) => {
    const root = hydrateRoot(
      container,
      createElement(IslandRoot, {
        onReady: () => {
          container.setAttribute(islandAttributes.hydrated, '');
          resolve(true);
        },
        // Each island's props are its own (its definition ties them to its component), which
        // one call over every island cannot express.
        children: createElement(definition.component as FunctionComponent<object>, props),
      }),
      {
        identifierPrefix: container.getAttribute(islandAttributes.idPrefix) ?? `${name}-`,
        // A mismatch React mended by rendering afresh: the island works, the markup was off.
        onRecoverableError: (error) => {
          reportIslandError(container, name, error);
        },
        onUncaughtError: (error) => {
          // React has let go of the island's tree; the next task gives the page its HTML back.
          setTimeout(() => {
            root.unmount();
            container.innerHTML = written;
            showWhatRunsWithoutScript(container);
            container.setAttribute(islandAttributes.failed, '');
            reportIslandError(container, name, error);
            resolve(false);
          }, 0);
        },
      },
    );
  });
}
