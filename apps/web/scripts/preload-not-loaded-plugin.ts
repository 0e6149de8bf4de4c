// Vite plugin: a dynamic import's list of modules to preload names only those its chunk does not
// already import statically. Vite lists every module the imported chunk needs, so the site script
// carried the names of chunks it had itself loaded (preloading a loaded module does nothing): bytes
// before any interaction for no request. Done through Vite's documented
// `build.modulePreload.resolveDependencies`, which is given the importing chunk's name, and the
// bundle read just before Vite writes those lists (`generateBundle`, order 'pre').
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;

/** Every chunk `host` loads before it runs: its static imports, and theirs. */
export function loadedWith(bundle: OutputBundle, host: string): Set<string> {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk') return;
    for (const imported of chunk.imports)
      if (!loaded.has(imported)) {
        loaded.add(imported);
        visit(imported);
      }
  };
  visit(host);
  return loaded;
}

export function preloadNotLoaded(): Plugin {
  let bundle: OutputBundle = {};
  return {
    name: 'portfolio:preload-not-loaded',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (file, deps, { hostId, hostType }) => {
            if (hostType !== 'js') return deps;
            const loaded = loadedWith(bundle, hostId);
            const left = deps.filter((dep) => !loaded.has(dep));
            // The imported chunk alone is fetched by the import itself, at the same moment (Vite
            // writes no list for it either).
            return left.length === 1 && left[0] === file ? [] : left;
          },
        },
      },
    }),
    generateBundle: {
      order: 'pre',
      handler(_options, written) {
        bundle = written;
      },
    },
  };
}
