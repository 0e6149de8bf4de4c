// When an island wakes (define-island.ts): the one part of defining islands the site script needs,
// to read a container's trigger (hydrate-islands.ts), in a file of its own so the script does not
// carry what only the islands' own files use. A leaf: it imports nothing.

/**
 * When an island wakes: as it nears the viewport, when the browser is next idle, at the visitor's
 * first pointer, focus or key inside it, or only when a script asks for it (the toasts, by
 * wakeIsland). All but the last wait for the page's largest paint, so React never competes with it.
 */
export const islandTriggers = ['visible', 'idle', 'interaction', 'demand'] as const;
export type IslandTrigger = (typeof islandTriggers)[number];

export const isIslandTrigger = (value: unknown): value is IslandTrigger =>
  islandTriggers.some((trigger) => trigger === value);
