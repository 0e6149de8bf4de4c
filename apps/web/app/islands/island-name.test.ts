import { describe, expect, it } from 'vitest';
import { islandName, islandsByName } from './island-name.ts';

describe('island files', () => {
  it('name an island by the file', () => {
    expect(islandName('../features/projects/carousel.island.tsx')).toBe('carousel');
    expect(islandName('app/components/toaster.island.tsx')).toBe('toaster');
    expect(islandName('reading-time.island.tsx')).toBe('reading-time');
  });

  it('refuse a file that is not an island, or a name that is not kebab-case', () => {
    expect(() => islandName('app/components/toaster.tsx')).toThrow('is not an island file');
    expect(() => islandName('app/x/ReadingTime.island.tsx')).toThrow('in kebab-case');
  });

  it('refuse two files of one name, naming both', () => {
    expect(() => islandsByName({ 'a/gallery.island.tsx': 1, 'b/gallery.island.tsx': 2 })).toThrow(
      'islands: a/gallery.island.tsx and b/gallery.island.tsx are both the island "gallery"',
    );
    expect([...islandsByName({ 'a/one.island.tsx': 1, 'b/two.island.tsx': 2 })]).toEqual([
      ['one', 1],
      ['two', 2],
    ]);
  });
});
