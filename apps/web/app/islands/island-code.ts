// Where each island's code is, fetched by the islands' loader (hydrate-islands.ts) with React when
// a page's first island wakes: the list names every island's file and the files each needs, bytes
// a page with no island, or whose islands never wake, does not fetch
// (docs/decisions/0051-islands-icons-one-file-each.md).
import type { IslandDefinition } from './define-island.ts';
import { nameOfIslandFile } from './island-file-name.ts';

/**
 * Every island file's code, fetched when one of its islands wakes (island-name.ts). The build
 * refuses two files of one name (island.tsx reads the same files).
 */
const islands = new Map(
  Object.entries(
    import.meta.glob<IslandDefinition<never>>('../**/*.island.tsx', { import: 'default' }),
  ).map(([path, load]) => [nameOfIslandFile(path), load]),
);

/** The island names a page may hold (for tests). */
export const islandNames = (): string[] => [...islands.keys()];

/**
 * An island's code; a failed fetch (a dropped connection, a deploy that replaced the file) is
 * tried once more before the island is given up.
 */
export async function loadIsland(name: string): Promise<IslandDefinition<never>> {
  const load = islands.get(name);
  if (load === undefined) throw new Error(`no file ${name}.island.tsx in this build`);
  try {
    return await load();
  } catch {
    return await load();
  }
}
