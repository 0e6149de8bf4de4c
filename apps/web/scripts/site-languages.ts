// The languages a build makes pages in: the default one (content/) and each translation of
// content/locales/<tag>/, built one after the other by scripts/build-site.ts, each as the whole
// site under its own path: /about, /pt-br/about.
// docs/decisions/0027-a-site-per-language.md
import path from 'node:path';
import { copy } from '@portfolio/content/copy';
import { identity } from '@portfolio/content/identity';
import { isSampleName } from '@portfolio/content-model/sample-content';
import { describeLanguageTag } from '@portfolio/content-model/language-tag';
import {
  readLanguages,
  translationOf,
  type SiteLanguage,
} from '@portfolio/content-model/languages';
import type { Copy } from '@portfolio/content-model/copy-schema';
import { translate, type TextLanguage } from '@portfolio/content-model/translation';
import { readablePathsIn } from '@portfolio/content-model/site-pages';
import type { WebEnv } from '../env.ts';
import type { PageLanguage } from '../app/lib/page-language.ts';

/** The translations in content/locales/ (content:check has refused any it could not read). */
export function furtherLanguages(): SiteLanguage[] {
  return readLanguages(copy.language, isSampleName(identity.fullName)).languages;
}

/** The default language (content/copy.ts's): the language of every word left untranslated. */
export function defaultLanguage(): TextLanguage & { name: string } {
  const own = describeLanguageTag(copy.language);
  if (!own.ok) throw new Error(`content/copy.ts: language: ${own.problem}`);
  return { lang: own.tag, dir: own.direction, name: own.name };
}

/** Every language's pages, the default first. */
export function pageLanguages(basePath: string, further = furtherLanguages()): PageLanguage[] {
  const own = defaultLanguage();
  const every = further.some((language) => language.untranslatedPages === 'omit')
    ? readablePathsIn(undefined)
    : [];
  return [
    { tag: own.lang, name: own.name, direction: own.dir, path: basePath },
    ...further.map((language): PageLanguage => {
      const page = {
        tag: language.tag,
        name: language.name,
        direction: language.direction,
        path: `${basePath}${language.segment}/`,
      };
      if (language.untranslatedPages !== 'omit') return page;
      // The pages of the default language this one omits: its untranslated posts and pages, and
      // the tags' pages (the blog, even) left with no post.
      const own = new Set(readablePathsIn(language));
      return { ...page, omitted: every.filter((path) => !own.has(path)) };
    }),
  ];
}

/** The quiet line a page offers in another language (copy.navigation's words, in that language). */
export interface LanguageOffer {
  read: string;
  dismiss: string;
}

/**
 * Each language's offer, by tag, in its own words: a page of one language offers the others to a
 * visitor whose browser asks for them (components/language-offers.tsx). Empty with one language.
 */
export async function languageOffers(
  further = furtherLanguages(),
): Promise<Record<string, LanguageOffer>> {
  if (further.length === 0) return {};
  const offerOf = ({ navigation }: Pick<Copy, 'navigation'>): LanguageOffer => ({
    read: navigation.readInLanguage,
    dismiss: navigation.dismissLanguageOffer,
  });
  const offers: Record<string, LanguageOffer> = { [copy.language]: offerOf(copy) };
  for (const language of further) {
    // A text the translation leaves out is the default language's (content-language-plugin.ts).
    const translated = translate(
      copy,
      (await translationOf(language, 'copy.ts')).copy,
      defaultLanguage(),
    );
    offers[language.tag] = offerOf(translated);
  }
  return offers;
}

export interface BuildTarget {
  /** The translation this build makes; undefined for the default language. */
  language: SiteLanguage | undefined;
  /**
   * Where this build's pages are served (React Router's basename). Its assets are served from the
   * base path's one assets folder, whatever the language (Vite's base: BASE_PATH), so a picture,
   * font or script every language has is one file, fetched once.
   */
  sitePath: string;
  /** SITE_URL for this build's pages: every absolute address they write is under it. */
  siteUrl: string;
  /** Where React Router writes this build, relative to apps/web. */
  buildDirectory: string;
}

/** What the build that env describes makes: the default language, or SITE_LANGUAGE's. */
export function buildTarget(env: WebEnv, further = furtherLanguages()): BuildTarget {
  if (env.SITE_LANGUAGE === undefined)
    return {
      language: undefined,
      sitePath: env.BASE_PATH,
      siteUrl: env.SITE_URL,
      buildDirectory: 'build',
    };
  const language = further.find((candidate) => candidate.tag === env.SITE_LANGUAGE);
  if (language === undefined)
    throw new Error(
      `SITE_LANGUAGE is ${env.SITE_LANGUAGE}, which is no folder of content/locales/ (${further.map((candidate) => candidate.tag).join(', ') || 'there is none'})`,
    );
  return {
    language,
    sitePath: `${env.BASE_PATH}${language.segment}/`,
    siteUrl: `${env.SITE_URL}/${language.segment}`,
    buildDirectory: path.join('build', 'languages', language.segment),
  };
}
