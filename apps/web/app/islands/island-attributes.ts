/** The attributes an island's container carries (island.tsx writes them, hydrate-islands.ts reads them). */
export const islandAttributes = {
  name: 'data-island',
  load: 'data-load',
  props: 'data-props',
  hydrated: 'data-hydrated',
} as const;
