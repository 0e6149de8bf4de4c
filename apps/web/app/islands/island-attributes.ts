/** The attributes an island's container carries (island.tsx writes them, hydrate-islands.ts reads them). */
export const islandAttributes = {
  name: 'data-island',
  load: 'data-load',
  props: 'data-props',
  /** The prefix of the ids React makes inside this island (each island root its own). */
  idPrefix: 'data-id-prefix',
  /** Set once the island is awake. */
  hydrated: 'data-hydrated',
  /** Set when it could not wake: it keeps the HTML the build wrote. */
  failed: 'data-island-failed',
} as const;
