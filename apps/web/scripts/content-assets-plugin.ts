// Vite plugin: `import { projectPictures, profilePictures, sounds } from 'virtual:content-assets'`
// gives the built form of every file content/ refers to, keyed by its content path
// ("assets/projects/shop/01.webp"). Only those files are imported, so only they are built and
// shipped, and no other path reaches the JavaScript: a removed project takes its screenshots with
// it, and the sample portrait goes once the owner's photo replaces it.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { identity } from '@portfolio/content/identity';
import { projects } from '@portfolio/content/projects';

const virtualId = 'virtual:content-assets';
const resolvedId = `\0${virtualId}`;
const contentRoot = fileURLToPath(new URL('../../../content/', import.meta.url));

export interface ContentAssetRefs {
  /** Screenshots, as responsive pictures: cards are at most ~560 CSS px wide. */
  projectPictures: string[];
  /** The portrait, as a responsive picture for the hero's 18-24 rem column. */
  profilePictures: string[];
  sounds: string[];
}

export function contentAssetRefs(): ContentAssetRefs {
  return {
    projectPictures: projects.flatMap((project) => [project.image, ...project.images]),
    profilePictures: [identity.photo.src],
    sounds: [identity.sounds.navigation, identity.sounds.action],
  };
}

const queries: Record<keyof ContentAssetRefs, string> = {
  projectPictures: '?w=480;960&format=avif;webp&as=picture',
  profilePictures: '?w=256;384;512;768&format=avif;webp&as=picture',
  sounds: '?url',
};

/** The module's source: one import per file referred to, and a map per kind. */
export function contentAssetsModule(refs: ContentAssetRefs, root = contentRoot): string {
  const lines: string[] = [];
  let next = 0;
  for (const kind of Object.keys(queries) as (keyof ContentAssetRefs)[]) {
    const entries: string[] = [];
    for (const contentPath of new Set(refs[kind])) {
      const name = `asset${next++}`;
      lines.push(`import ${name} from ${JSON.stringify(root + contentPath + queries[kind])};`);
      entries.push(`${JSON.stringify(contentPath)}: ${name}`);
    }
    lines.push(`export const ${kind} = { ${entries.join(', ')} };`);
  }
  return lines.join('\n');
}

export function contentAssets(refs: () => ContentAssetRefs = contentAssetRefs): Plugin {
  return {
    name: 'portfolio:content-assets',
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    load(id) {
      return id === resolvedId ? contentAssetsModule(refs()) : undefined;
    },
  };
}
