// An island is one file, `<name>.island.tsx`, anywhere under app/: its default export is
// defineIsland(...) (define-island.ts). The name comes from the file, and the build finds every
// island by that ending (import.meta.glob in island.tsx and hydrate-islands.ts; the budget's list
// in scripts/finish-build.ts). A leaf: it imports nothing.

const islandFile = /(?:^|\/)([^/]+)\.island\.tsx$/;
const validName = /^[a-z][a-z0-9-]*$/;

/** The island's name from its file's path: `features/projects/carousel.island.tsx` is `carousel`. */
export function islandName(path: string): string {
  const name = islandFile.exec(path)?.[1];
  if (name === undefined) throw new Error(`islands: ${path} is not an island file (*.island.tsx)`);
  if (!validName.test(name))
    throw new Error(
      `islands: ${path}: an island's name is its file's, in kebab-case (a-z, 0-9, -): rename the file`,
    );
  return name;
}

/**
 * Each island file's entry by its name, from an `import.meta.glob` over the files. Two files of
 * one name anywhere under app/ would be one island twice: refused, both named.
 */
export function islandsByName<Entry>(files: Record<string, Entry>): Map<string, Entry> {
  const byName = new Map<string, Entry>();
  const paths = new Map<string, string>();
  for (const [path, entry] of Object.entries(files)) {
    const name = islandName(path);
    const other = paths.get(name);
    if (other !== undefined)
      throw new Error(`islands: ${other} and ${path} are both the island "${name}": rename one`);
    paths.set(name, path);
    byName.set(name, entry);
  }
  return byName;
}
