// Vite plugin: `import pictures from 'virtual:content-assets/projectPictures'` (and
// `/profilePictures`, `/markdownPictures`, `/sounds`) gives the built form of every file of that kind content/ refers
// to, keyed by its content path ("assets/projects/shop/01.webp"). One module per kind, so each
// lands in the chunk of the page that uses it, not in code every page loads. Only those files are imported, so only they are built and
// shipped, and no other path reaches the JavaScript: a removed project takes its screenshots with
// it, and the sample portrait goes once the owner's photo replaces it. A further language's build
// refers to what its own words show: a translated write-up may show a picture the default lacks
// (posts and pages are already the build language's in site-pages).
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { identity } from '@portfolio/content/identity';
import { projects } from '@portfolio/content/projects';
import type { Identity } from '@portfolio/content-model/identity-schema';
import type { Project } from '@portfolio/content-model/projects-schema';
import { markdownPages, posts } from '@portfolio/content-model/site-pages';
import { markdownImagePaths } from '@portfolio/content-model/markdown-images';

const virtualPrefix = 'virtual:content-assets/';
const contentRoot = fileURLToPath(new URL('../../../content/', import.meta.url));

export interface ContentAssetRefs {
  /** Screenshots, as responsive pictures: cards are at most ~560 CSS px wide. */
  projectPictures: string[];
  /** The portrait, as a responsive picture for the hero's 18-24 rem column. */
  profilePictures: string[];
  /** Pictures in posts, pages of the owner's own and write-ups, and posts' covers: a 48 rem column at most. */
  markdownPictures: string[];
  /**
   * The click sounds, by kind: the site script imports them without the identity module (whose
   * words, in a translated build, would come with them).
   */
  sounds: Record<'navigation' | 'action', string>;
}

export function contentAssetRefs(
  content: { identity: Identity; projects: readonly Project[] } = { identity, projects },
): ContentAssetRefs {
  const { identity, projects } = content;
  return {
    projectPictures: projects.flatMap((project) => [project.image, ...project.images]),
    profilePictures: [identity.photo.src],
    markdownPictures: [
      ...posts.flatMap((post) => [
        ...(post.cover === undefined ? [] : [post.cover]),
        ...markdownImagePaths(post.body),
      ]),
      ...markdownPages.flatMap((page) => markdownImagePaths(page.body)),
      ...projects.flatMap((project) => markdownImagePaths(project.writeUp ?? '')),
    ],
    sounds: { navigation: identity.sounds.navigation, action: identity.sounds.action },
  };
}

const queries: Record<keyof ContentAssetRefs, string> = {
  projectPictures: '?w=480;960&format=avif;webp&as=picture',
  profilePictures: '?w=256;384;512;768&format=avif;webp&as=picture',
  markdownPictures: '?w=480;768;1536&format=avif;webp&as=picture',
  sounds: '?url',
};

const isKind = (name: string): name is keyof ContentAssetRefs => name in queries;

/** A kind's module: one import per file referred to, and the map as its default export. */
export function contentAssetsModule(
  refs: ContentAssetRefs,
  kind: keyof ContentAssetRefs,
  root = contentRoot,
): string {
  const lines: string[] = [];
  const entries: string[] = [];
  // A list is keyed by content path; a record by its own keys.
  const files = refs[kind];
  const keyed: [string, string][] = Array.isArray(files)
    ? [...new Set(files)].map((contentPath) => [contentPath, contentPath])
    : Object.entries(files);
  for (const [index, [key, contentPath]] of keyed.entries()) {
    lines.push(`import asset${index} from ${JSON.stringify(root + contentPath + queries[kind])};`);
    entries.push(`${JSON.stringify(key)}: asset${index}`);
  }
  lines.push(`export default { ${entries.join(', ')} };`);
  return lines.join('\n');
}

export function contentAssets(
  refs: () => ContentAssetRefs | Promise<ContentAssetRefs> = contentAssetRefs,
): Plugin {
  return {
    name: 'portfolio:content-assets',
    resolveId(id) {
      return id.startsWith(virtualPrefix) && isKind(id.slice(virtualPrefix.length))
        ? `\0${id}`
        : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${virtualPrefix}`)) return undefined;
      const kind = id.slice(virtualPrefix.length + 1);
      return isKind(kind) ? contentAssetsModule(await refs(), kind) : undefined;
    },
  };
}
