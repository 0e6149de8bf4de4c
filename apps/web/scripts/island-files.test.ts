import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { islandFiles, islandsImportedBySiteScript } from './island-files.ts';

function appWith(files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'islands-'));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), '');
  }
  return dir;
}

describe('island files', () => {
  it('are the app as it is: every island, by name', () => {
    const islands = islandFiles();
    expect(islands.get('toaster')).toBe('app/components/toaster.island.tsx');
    for (const [name, file] of islands)
      expect(file).toMatch(new RegExp(`/${name}\\.island\\.tsx$`));
  });

  it('take a new file as an island with nothing else edited', () => {
    const app = appWith([
      'components/toaster.island.tsx',
      'features/blog/reading-time.island.tsx',
      'features/blog/reading-time.tsx',
    ]);
    expect([...islandFiles(app)]).toEqual([
      ['toaster', 'app/components/toaster.island.tsx'],
      ['reading-time', 'app/features/blog/reading-time.island.tsx'],
    ]);
  });

  it('refuse two of one name', () => {
    const app = appWith(['a/gallery.island.tsx', 'b/gallery.island.tsx']);
    expect(() => islandFiles(app)).toThrow('are both the island "gallery"');
  });

  it('name an island the site script would fetch at once', () => {
    const manifest = {
      'app/entry.client.ts': { file: 'assets/entry.js', isEntry: true, imports: ['_shared'] },
      _shared: { file: 'assets/shared.js', imports: [] },
      'app/features/search/search.island.tsx': { file: 'assets/search.js', isEntry: true },
      'app/components/toaster.island.tsx': { file: 'assets/toaster.js', name: 'toaster.island' },
    };
    expect(islandsImportedBySiteScript(manifest, 'app/entry.client.ts')).toEqual([]);
    manifest['app/entry.client.ts'].imports.push('app/components/toaster.island.tsx');
    expect(islandsImportedBySiteScript(manifest, 'app/entry.client.ts')).toEqual([
      'toaster.island',
    ]);
  });
});
