// Vite plugin: `import icons from 'virtual:content-icons'` gives the artwork of every icon content/
// names, by name (scripts/icon-artwork.ts). Only the prerender reads it: components/content-icon.tsx
// inlines an icon into the page, and no island draws one, so it reaches no visitor's JavaScript.
import type { Plugin } from 'vite';
import { contentIconNames } from './content-icon-names.ts';
import { iconArtworks } from './icon-artwork.ts';

const virtualId = 'virtual:content-icons';
const resolvedId = `\0${virtualId}`;

export function contentIcons(names: () => Iterable<string> = contentIconNames): Plugin {
  return {
    name: 'portfolio:content-icons',
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      return `export default ${JSON.stringify(iconArtworks(names()))};`;
    },
  };
}
