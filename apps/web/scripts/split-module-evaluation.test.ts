import { describe, expect, it } from 'vitest';
import { chunkImportsFromManifest, splitModuleEvaluation } from './split-module-evaluation.ts';
import type { ViteManifestChunk } from './split-module-evaluation.ts';

// What React Router writes, and built chunks the way Rolldown writes them.
const bootstrap = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/skills-1.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/skills":route1};

import("/assets/entry.client-1.js");`;

// Vite's .vite/manifest.json for such a build (keys are sources or `_shared-…` for shared chunks).
const manifest: Record<string, ViteManifestChunk> = {
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  '_framework-1.js': { file: 'assets/framework-1.js', imports: ['_runtime-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_runtime-1.js', '_framework-1.js'] },
  'app/root.tsx': {
    file: 'assets/root-1.js',
    imports: ['_runtime-1.js', '_framework-1.js', '_shared-1.js'],
  },
  'app/routes/skills.tsx': {
    file: 'assets/skills-1.js',
    imports: ['_shared-1.js', 'app/side-effect.ts'],
  },
  'app/side-effect.ts': { file: 'assets/side-effect-1.js' },
};
const importsOf = chunkImportsFromManifest(manifest, '/');

describe('chunkImportsFromManifest', () => {
  it("lists each chunk's static imports by public URL, under the base", () => {
    expect(importsOf('/assets/root-1.js')).toEqual([
      '/assets/runtime-1.js',
      '/assets/framework-1.js',
      '/assets/shared-1.js',
    ]);
    expect(
      chunkImportsFromManifest(manifest, '/portfolio/')('/portfolio/assets/skills-1.js'),
    ).toEqual(['/portfolio/assets/shared-1.js', '/portfolio/assets/side-effect-1.js']);
    expect(importsOf('/assets/unknown.js')).toBeUndefined();
  });
});

describe('splitModuleEvaluation', () => {
  it('imports every chunk on its own, dependencies first, yielding between, and hydrates last', () => {
    expect(splitModuleEvaluation(bootstrap, importsOf)).toBe(
      [
        'import "/assets/manifest-1.js";',
        'const next = () => new Promise((resolve) => setTimeout(resolve, 0));',
        'await import("/assets/runtime-1.js"); await next();',
        'await import("/assets/framework-1.js"); await next();',
        'await import("/assets/shared-1.js"); await next();',
        'const route0 = await import("/assets/root-1.js"); await next();',
        'await import("/assets/side-effect-1.js"); await next();',
        'const route1 = await import("/assets/skills-1.js"); await next();',
        'window.__reactRouterRouteModules = {"root":route0,"routes/skills":route1};',
        'import("/assets/entry.client-1.js");',
      ].join('\n'),
    );
  });

  it('fails loudly, naming the React Router version it expects, when the route imports are gone', () => {
    expect(() => splitModuleEvaluation('console.log(1);', importsOf)).toThrow(
      /split-module-evaluation: the bootstrap module has no .*React Router \d+\.\d+\.\d+/,
    );
  });

  it('fails loudly when a route module is missing from the build manifest', () => {
    expect(() => splitModuleEvaluation(bootstrap, () => undefined)).toThrow(
      /route module \/assets\/root-1\.js is not in Vite's build manifest/,
    );
  });
});
