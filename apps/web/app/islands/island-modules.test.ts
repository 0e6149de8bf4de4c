import { describe, expect, it } from 'vitest';
import { islandModules } from './island-modules.ts';
import { islands } from './island-registry.ts';
import type { IslandName } from './island-registry.ts';

describe('island modules', () => {
  it('name the very file each island is loaded from', async () => {
    for (const name of Object.keys(islands) as IslandName[]) {
      const component = await islands[name]();
      const module = (await import(/* @vite-ignore */ `../../${islandModules[name]}`)) as Record<
        string,
        unknown
      >;
      expect(Object.values(module), name).toContain(component);
    }
  });
});
