// Vite plugin: in the build of a further language (scripts/site-languages.ts), every import of
// content/copy.ts (the site's words) and of the owner's own words (identity, about, skills,
// projects, navigation, résumé) is the default file with the language's translation
// (content/locales/<tag>/…) laid over it, the words it leaves out marked as the default language's
// (packages/content-model/src/translation.ts). The pages, the islands and the page model import
// the words by the package's name, so the one build makes the whole site in that language.
// docs/decisions/0027-a-site-per-language.md, docs/decisions/0028-the-owners-words-translated.md,
// docs/decisions/0037-a-text-falls-back-on-its-own.md
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { copyTranslationSchema } from '@portfolio/content-model/copy-schema';
import { contentDirectory } from '@portfolio/content-model/content-directory';
import { translationOf, type SiteLanguage } from '@portfolio/content-model/languages';
import { translate, type TextLanguage } from '@portfolio/content-model/translation';
import { wordsLeftOut } from '@portfolio/content-model/words-left-out';
import { readPosts } from '@portfolio/content-model/posts';
import { translatedTagNames, type TagNames } from '@portfolio/content-model/tag-names';
import { translatedWords } from '@portfolio/content-model/translation-schemas';

const copyModule = '@portfolio/content/copy';
const copyId = '\0portfolio-copy';
const tagsModule = '@portfolio/content/tags';
const tagsId = '\0portfolio-tags';
const wordsPrefix = '\0portfolio-words:';

/**
 * The site's words in `language`: its copy.ts laid over content/copy.ts, and the paths of the
 * texts it leaves to the default language.
 */
export async function translatedCopy(
  language: Pick<SiteLanguage, 'directory'>,
  defaultLanguage: TextLanguage,
): Promise<{ copy: unknown; leftOut: string[][] }> {
  const { copy: base } = (await import(
    pathToFileURL(path.join(contentDirectory, 'copy.ts')).href
  )) as { copy: unknown };
  const { copy: words } = await translationOf(language, 'copy.ts');
  return {
    copy: translate(base, words, defaultLanguage),
    leftOut: wordsLeftOut(copyTranslationSchema, base, words),
  };
}

/**
 * The copy module of `language`'s build, laid over in Node and written out as one object, each
 * text left out recorded as the default language's (`withLeftOut`): an island carries one
 * language's words, not two.
 */
async function translatedCopyCode(
  language: Pick<SiteLanguage, 'directory'>,
  defaultLanguage: TextLanguage,
): Promise<string> {
  const { copy, leftOut } = await translatedCopy(language, defaultLanguage);
  const marked = { lang: defaultLanguage.lang, dir: defaultLanguage.dir };
  return [
    `import { withLeftOut } from '@portfolio/content-model/translation';`,
    `export const copy = withLeftOut(${JSON.stringify(copy)}, ${JSON.stringify(leftOut)}, ${JSON.stringify(marked)});`,
  ].join('\n');
}

/** The module that lays `language`'s words of one content file over the default's. */
export function translatedModuleCode(
  module: (typeof translatedWords)[number],
  language: Pick<SiteLanguage, 'directory'>,
  defaultLanguage: TextLanguage,
): string {
  const own = path.join(language.directory, module.file);
  const translate = module.module === 'projects' ? 'translateProjects' : 'translate';
  const defaultFile = JSON.stringify(path.join(contentDirectory, module.file));
  // A profile's name is the network's where the link gives none: written out, a translation can
  // give its own.
  const base = module.module === 'social-links' ? 'withNetworkNames(base)' : 'base';
  return [
    `import { ${translate} } from '@portfolio/content-model/translation';`,
    `import { withNetworkNames } from '@portfolio/content-model/social-networks';`,
    // The file's other exports (social-links.ts's footerOrder) are the default's.
    `export * from ${defaultFile};`,
    `import { ${module.exportName} as base } from ${defaultFile};`,
    existsSync(own)
      ? `import { ${module.exportName} as words } from ${JSON.stringify(own)};`
      : 'const words = undefined;',
    `export const ${module.exportName} = ${translate}(${base}, words, ${JSON.stringify({ lang: defaultLanguage.lang, dir: defaultLanguage.dir })});`,
  ].join('\n');
}

/**
 * The tags' names in `language`, for every tag a post carries: its tags.ts's, else the default
 * name, recorded as left in the default language.
 */
export async function translatedTagsCode(
  language: Pick<SiteLanguage, 'directory'>,
  defaultLanguage: TextLanguage,
): Promise<string> {
  const { tags: defaults } = (await import(
    pathToFileURL(path.join(contentDirectory, 'tags.ts')).href
  )) as { tags: TagNames };
  const all = [...new Set(readPosts().posts.flatMap((post) => post.tags))].sort();
  const { tags: words } = await translationOf(language, 'tags.ts');
  const { names, leftOut } = translatedTagNames(all, defaults, words, defaultLanguage);
  const marked = { lang: defaultLanguage.lang, dir: defaultLanguage.dir };
  return [
    `import { withLeftOut } from '@portfolio/content-model/translation';`,
    `export const tags = withLeftOut(${JSON.stringify(names)}, ${JSON.stringify(leftOut.map((tag) => [tag]))}, ${JSON.stringify(marked)});`,
  ].join('\n');
}

export function contentLanguage(
  language: SiteLanguage | undefined,
  defaultLanguage: TextLanguage,
): Plugin {
  const words = new Map<string, (typeof translatedWords)[number]>(
    translatedWords.map((module) => [`@portfolio/content/${module.module}`, module]),
  );
  return {
    name: 'portfolio:content-language',
    enforce: 'pre',
    resolveId(source) {
      if (language === undefined) return undefined;
      if (source === copyModule) return copyId;
      if (source === tagsModule) return tagsId;
      const module = words.get(source);
      return module === undefined ? undefined : `${wordsPrefix}${module.module}`;
    },
    async load(id) {
      if (language === undefined) return undefined;
      if (id === copyId) {
        this.addWatchFile(path.join(contentDirectory, 'copy.ts'));
        this.addWatchFile(path.join(language.directory, 'copy.ts'));
        return translatedCopyCode(language, defaultLanguage);
      }
      if (id === tagsId) {
        this.addWatchFile(path.join(contentDirectory, 'tags.ts'));
        return translatedTagsCode(language, defaultLanguage);
      }
      if (!id.startsWith(wordsPrefix)) return undefined;
      const module = words.get(`@portfolio/content/${id.slice(wordsPrefix.length)}`);
      return module === undefined
        ? undefined
        : translatedModuleCode(module, language, defaultLanguage);
    },
  };
}
