// Vite plugin: in the build of a further language (scripts/site-languages.ts), every import of
// content/copy.ts, the site's words, is that language's translation instead
// (content/locales/<tag>/copy.ts). The pages, the islands and the page model import the words by
// the package's name, so the one build makes the whole site in that language.
// docs/decisions/0027-a-site-per-language.md
import path from 'node:path';
import type { Plugin } from 'vite';
import type { SiteLanguage } from '@portfolio/content-model/languages';

/** The content modules a translation replaces whole. */
export const translatedModules = { '@portfolio/content/copy': 'copy.ts' } as const;

const isTranslated = (source: string): source is keyof typeof translatedModules =>
  Object.hasOwn(translatedModules, source);

export function contentLanguage(language: SiteLanguage | undefined): Plugin {
  return {
    name: 'portfolio:content-language',
    enforce: 'pre',
    resolveId(source) {
      if (language === undefined || !isTranslated(source)) return undefined;
      return path.join(language.directory, translatedModules[source]);
    },
  };
}
