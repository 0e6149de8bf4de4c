// Vite plugin: `import spriteUrl from 'virtual:content-icons'` gives the URL of the SVG sprite
// holding every icon content/ names. The sprite is written to a file and imported with Vite's own
// `?url`, so it is hashed, cached as immutable and placed under the base path like any asset.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { contentIconNames } from './content-icon-names.ts';
import { iconSprite } from './icon-sprite.ts';

const virtualId = 'virtual:content-icons';
const resolvedId = `\0${virtualId}`;
const spriteFile = fileURLToPath(
  new URL('../node_modules/.content-icons/icons.svg', import.meta.url),
);

export function contentIcons(names: () => Iterable<string> = contentIconNames): Plugin {
  return {
    name: 'portfolio:content-icons',
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      mkdirSync(path.dirname(spriteFile), { recursive: true });
      // A new file, not one rewritten in place: a copy of the project may share it by hard link.
      rmSync(spriteFile, { force: true });
      writeFileSync(spriteFile, iconSprite(names()));
      return `export { default } from ${JSON.stringify(`${spriteFile}?url`)};`;
    },
  };
}
