// Vite plugin: in the build of a further language (scripts/site-languages.ts), every import of
// content/copy.ts, the site's words, is that language's translation instead
// (content/locales/<tag>/copy.ts), and every import of the owner's own words (identity, about,
// skills, projects) is the default file with the translation's words laid over it, those left out
// marked as the default language's (packages/content-model/src/translation.ts). The pages, the
// islands and the page model import the words by the package's name, so the one build makes the
// whole site in that language.
// docs/decisions/0027-a-site-per-language.md, docs/decisions/0028-the-owners-words-translated.md
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { contentDirectory } from '@portfolio/content-model/content-directory';
import type { SiteLanguage } from '@portfolio/content-model/languages';
import type { TextLanguage } from '@portfolio/content-model/translation';
import { translatedWords } from '@portfolio/content-model/translation-schemas';

/** The content module a translation replaces whole. */
const copyModule = '@portfolio/content/copy';
const wordsPrefix = '\0portfolio-words:';

/** The module that lays `language`'s words of one content file over the default's. */
export function translatedModuleCode(
  module: string,
  language: Pick<SiteLanguage, 'directory'>,
  defaultLanguage: TextLanguage,
): string {
  const file = `${module}.ts`;
  const own = path.join(language.directory, file);
  const translate = module === 'projects' ? 'translateProjects' : 'translate';
  return [
    `import { ${translate} } from '@portfolio/content-model/translation';`,
    `import { ${module} as base } from ${JSON.stringify(path.join(contentDirectory, file))};`,
    existsSync(own)
      ? `import { ${module} as words } from ${JSON.stringify(own)};`
      : 'const words = undefined;',
    `export const ${module} = ${translate}(base, words, ${JSON.stringify({ lang: defaultLanguage.lang, dir: defaultLanguage.dir })});`,
  ].join('\n');
}

export function contentLanguage(
  language: SiteLanguage | undefined,
  defaultLanguage: TextLanguage,
): Plugin {
  const words = new Map<string, string>(
    translatedWords.map(({ module }) => [`@portfolio/content/${module}`, module]),
  );
  return {
    name: 'portfolio:content-language',
    enforce: 'pre',
    resolveId(source) {
      if (language === undefined) return undefined;
      if (source === copyModule) return path.join(language.directory, 'copy.ts');
      const module = words.get(source);
      return module === undefined ? undefined : `${wordsPrefix}${module}`;
    },
    load(id) {
      if (language === undefined || !id.startsWith(wordsPrefix)) return undefined;
      return translatedModuleCode(id.slice(wordsPrefix.length), language, defaultLanguage);
    },
  };
}
