import { islandErrorEvent } from './island-events.ts';
import type { IslandErrorDetail } from './island-events.ts';

/** Tells the page an island failed: a cancellable event on its container, else the console. */
export function reportIslandError(container: Element, name: string, error: unknown): void {
  const event = new CustomEvent<IslandErrorDetail>(islandErrorEvent, {
    bubbles: true,
    cancelable: true,
    detail: { name, error },
  });
  if (container.dispatchEvent(event)) console.error(`Island "${name}" failed:`, error);
}
