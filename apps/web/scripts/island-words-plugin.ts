// Vite plugin: in the browser's build, the site's words (`@portfolio/content/copy`) are only the
// sections the islands read (island-words.ts), in the language being built, the texts a
// translation left out marked as content-language-plugin.ts marks them. The prerender keeps the
// whole copy: every page's own words are in its HTML. Before content-language-plugin.ts, which
// answers the same import for the prerender of a further language.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { contentDirectory } from '@portfolio/content-model/content-directory';
import type { SiteLanguage } from '@portfolio/content-model/languages';
import type { TextLanguage } from '@portfolio/content-model/translation';
import { translatedCopy } from './content-language-plugin.ts';
import { islandFiles } from './island-files.ts';
import { copySectionsRead, pickSections } from './island-words.ts';

const copyModule = '@portfolio/content/copy';
export const islandCopyId = '\0portfolio-island-copy';
const webDir = fileURLToPath(new URL('..', import.meta.url));

async function fullCopy(
  language: SiteLanguage | undefined,
  defaultLanguage: TextLanguage,
): Promise<{ copy: Record<string, unknown>; leftOut: string[][] }> {
  if (language !== undefined) {
    const { copy, leftOut } = await translatedCopy(language, defaultLanguage);
    return { copy: copy as Record<string, unknown>, leftOut };
  }
  const { copy } = (await import(pathToFileURL(path.join(contentDirectory, 'copy.ts')).href)) as {
    copy: Record<string, unknown>;
  };
  return { copy, leftOut: [] };
}

export function islandWords(
  language: SiteLanguage | undefined,
  defaultLanguage: TextLanguage,
): Plugin {
  return {
    name: 'portfolio:island-words',
    enforce: 'pre',
    resolveId(source) {
      return source === copyModule && this.environment.name === 'client' ? islandCopyId : undefined;
    },
    async load(id) {
      if (id !== islandCopyId) return undefined;
      this.addWatchFile(path.join(contentDirectory, 'copy.ts'));
      if (language !== undefined) this.addWatchFile(path.join(language.directory, 'copy.ts'));
      const files = [...islandFiles().values()].map((file) => path.join(webDir, file));
      const sections = copySectionsRead(files);
      const { copy, leftOut } = await fullCopy(language, defaultLanguage);
      const picked = pickSections(copy, sections);
      const kept = leftOut.filter(([section]) => section !== undefined && section in picked);
      const marked = { lang: defaultLanguage.lang, dir: defaultLanguage.dir };
      return [
        `import { withLeftOut } from '@portfolio/content-model/translation';`,
        `export const copy = withLeftOut(${JSON.stringify(picked)}, ${JSON.stringify(kept)}, ${JSON.stringify(marked)});`,
      ].join('\n');
    },
  };
}
