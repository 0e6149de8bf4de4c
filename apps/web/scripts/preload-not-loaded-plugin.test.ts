import { describe, expect, it } from 'vitest';
import type { Plugin, Rolldown, UserConfig } from 'vite';
import { loadedWith, preloadNotLoaded } from './preload-not-loaded-plugin.ts';

/** A chunk of a bundle that imports `imports` statically. */
const chunk = (fileName: string, imports: string[] = []) =>
  ({ type: 'chunk', fileName, imports }) as unknown as Rolldown.OutputChunk;

// The site script imports a chunk that imports another; a dynamic import of it needs a third.
const bundle: Rolldown.OutputBundle = {
  'assets/entry.js': chunk('assets/entry.js', ['assets/shared.js']),
  'assets/shared.js': chunk('assets/shared.js', ['assets/runtime.js']),
  'assets/runtime.js': chunk('assets/runtime.js'),
  'assets/widget.js': chunk('assets/widget.js', ['assets/shared.js', 'assets/react.js']),
  'assets/react.js': chunk('assets/react.js'),
  'assets/notify.js': chunk('assets/notify.js', ['assets/runtime.js']),
};

/** What the plugin's `resolveDependencies` gives for a dynamic import of `file` from `host`. */
function preloads(file: string, deps: string[], host: string, hostType: 'js' | 'html' = 'js') {
  const plugin: Plugin = preloadNotLoaded();
  const config = (plugin.config as () => UserConfig)();
  const modulePreload = config.build?.modulePreload;
  if (typeof modulePreload !== 'object' || modulePreload.resolveDependencies === undefined)
    throw new Error('the plugin sets no resolveDependencies');
  const generate = plugin.generateBundle as { handler: (o: unknown, b: unknown) => void };
  generate.handler({}, bundle);
  return modulePreload.resolveDependencies(file, deps, { hostId: host, hostType });
}

describe('preloadNotLoaded', () => {
  it('knows every chunk a chunk loads before it runs, through the chunks it imports', () => {
    expect([...loadedWith(bundle, 'assets/entry.js')].sort()).toEqual([
      'assets/runtime.js',
      'assets/shared.js',
    ]);
  });

  it('leaves out of a dynamic import’s preloads what its chunk has loaded already', () => {
    const deps = ['assets/widget.js', 'assets/shared.js', 'assets/runtime.js', 'assets/react.js'];
    expect(preloads('assets/widget.js', deps, 'assets/entry.js')).toEqual([
      'assets/widget.js',
      'assets/react.js',
    ]);
    // A page's own list (an HTML host) is Vite's, whole.
    expect(preloads('assets/widget.js', deps, 'index.html', 'html')).toEqual(deps);
  });

  it('names nothing when the imported chunk alone is left, which the import fetches itself', () => {
    const deps = ['assets/notify.js', 'assets/runtime.js'];
    expect(preloads('assets/notify.js', deps, 'assets/entry.js')).toEqual([]);
  });
});
