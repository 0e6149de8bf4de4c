// How code anywhere on a page talks to the islands' loader without importing it (only the site
// script does: entry.client.ts), so no module that an island holds ever leads back to the loader:
// it asks by an event on the document (island-events.ts), and the loader answers it.
import { wakeIslandEvent } from './island-events.ts';
import type { WakeIslandDetail } from './island-events.ts';

/**
 * Wakes the first island of that name on the page, once however often it is asked. Resolves true
 * once it is awake, false when the page has no such island, no loader runs (a component test), or
 * the island failed; it never rejects and never waits for ever.
 */
export function wakeIsland(name: string, doc: Document = document): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const event = new CustomEvent<WakeIslandDetail>(wakeIslandEvent, {
      cancelable: true,
      detail: { name, settle: resolve },
    });
    // The loader cancels the event it takes on; nobody did: there is nothing to wait for.
    if (doc.dispatchEvent(event)) resolve(false);
  });
}
