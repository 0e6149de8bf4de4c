// The files a page can ever fetch from the client build: the site script and everything it imports,
// statically or when an island wakes (dynamic imports), read from Vite's build manifest. React
// Router also builds its route modules for a client router the pages never load; they are what is
// left over.
export interface ViteManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
  isEntry?: boolean;
}

/**
 * The files a walk of the manifest from `keys` reaches: each chunk's own file, and the chunks it
 * imports statically, or also dynamically (with their stylesheets and assets) when `later` is set.
 */
function walk(
  manifest: Record<string, ViteManifestChunk>,
  keys: string[],
  later: boolean,
): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk === undefined)
      throw new Error(`reachable-files: ${key} is not in the build manifest`);
    files.add(chunk.file);
    if (later) for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of chunk.imports ?? []) visit(next);
    if (later) for (const next of chunk.dynamicImports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return files;
}

/** Every output file reached from `entry` (a manifest key), by its path in the client build. */
export function filesReachedFrom(
  manifest: Record<string, ViteManifestChunk>,
  entry: string,
): Set<string> {
  if (manifest[entry]?.isEntry !== true)
    throw new Error(`reachable-files: the build manifest has no entry ${entry}`);
  return walk(manifest, [entry], true);
}

/** The files `keys` load at once: each chunk and its static imports, each file once. */
export function staticFiles(manifest: Record<string, ViteManifestChunk>, keys: string[]): string[] {
  return [...walk(manifest, keys, false)];
}

/**
 * The manifest key of the chunk holding the module at `src` (relative to the Vite root): its own
 * key when it is an entry of its own, else the one chunk named after it (a module the route
 * modules also import lands in a shared chunk of its name).
 */
export function keyOfModule(manifest: Record<string, ViteManifestChunk>, src: string): string {
  if (manifest[src] !== undefined) return src;
  const name = src
    .split('/')
    .pop()
    ?.replace(/\.[^.]+$/, '');
  const named = Object.keys(manifest).filter((key) => manifest[key]?.name === name);
  if (named.length !== 1 || named[0] === undefined)
    throw new Error(
      `reachable-files: no single chunk holds ${src} (${named.length} are named ${name})`,
    );
  return named[0];
}
