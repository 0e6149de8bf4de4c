// The events by which code anywhere on a page talks to the islands' loader without importing it
// (wake-island.ts asks, hydrate-islands.ts answers and reports): the names the site script needs,
// in a file of its own so the script does not carry what only the islands and the toasts use. A
// leaf: it imports nothing.

/** Asks the loader to wake the first island of a name (a `demand` island: the toasts). */
export const wakeIslandEvent = 'island:wake';

/**
 * Said on an island's container when it could not wake (its code would not load, its props would
 * not parse, its component threw): bubbles, and cancellable; the loader writes the error to the
 * console unless a listener cancels it.
 */
export const islandErrorEvent = 'island:error';

export interface WakeIslandDetail {
  name: string;
  /** Called once by the loader: whether the island is awake. */
  settle: (awake: boolean) => void;
}

export interface IslandErrorDetail {
  name: string;
  error: unknown;
}
