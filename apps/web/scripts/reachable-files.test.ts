import { describe, expect, it } from 'vitest';
import { filesReachedFrom, keyOfModule, staticFiles } from './reachable-files.ts';

describe('filesReachedFrom', () => {
  const manifest = {
    'app/entry.client.ts': {
      file: 'assets/entry.client-a.js',
      isEntry: true,
      imports: ['_shared.js'],
      dynamicImports: ['app/islands/x.tsx'],
    },
    '_shared.js': { file: 'assets/shared-b.js' },
    'app/islands/x.tsx': {
      file: 'assets/x-c.js',
      imports: ['_react.js', '_shared.js'],
      css: ['assets/x-d.css'],
    },
    '_react.js': { file: 'assets/react-e.js' },
    'app/routes/home.tsx?__react-router-build-client-route': {
      file: 'assets/home-f.js',
      isEntry: true,
      imports: ['_router.js'],
    },
    '_router.js': { file: 'assets/router-g.js' },
  };

  it('follows static and dynamic imports, with their stylesheets, and nothing else', () => {
    expect([...filesReachedFrom(manifest, 'app/entry.client.ts')].sort()).toEqual([
      'assets/entry.client-a.js',
      'assets/react-e.js',
      'assets/shared-b.js',
      'assets/x-c.js',
      'assets/x-d.css',
    ]);
  });

  it('stops the build when the entry or an import is missing', () => {
    expect(() => filesReachedFrom(manifest, 'app/other.ts')).toThrow(/no entry app\/other\.ts/);
    expect(() =>
      filesReachedFrom(
        { 'a.ts': { file: 'assets/a.js', isEntry: true, imports: ['gone.js'] } },
        'a.ts',
      ),
    ).toThrow(/gone\.js is not in the build manifest/);
  });

  it('lists what a chunk loads at once, and finds the chunk that holds a module', () => {
    expect(staticFiles(manifest, ['app/islands/x.tsx']).sort()).toEqual([
      'assets/react-e.js',
      'assets/shared-b.js',
      'assets/x-c.js',
    ]);
    const named = {
      ...manifest,
      '_toaster-h.js': { file: 'assets/toaster-h.js', name: 'toaster' },
    };
    expect(keyOfModule(named, 'app/islands/x.tsx')).toBe('app/islands/x.tsx');
    expect(keyOfModule(named, 'app/components/toaster.tsx')).toBe('_toaster-h.js');
    expect(() => keyOfModule(named, 'app/gone.tsx')).toThrow(/no single chunk holds/);
  });
});
