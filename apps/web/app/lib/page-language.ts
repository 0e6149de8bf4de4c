// The site's languages as its pages name them: each is the whole site under its own path, the
// default at BASE_PATH and each translation under its lower-case tag (scripts/site-languages.ts).

export interface PageLanguage {
  /** Its BCP 47 tag: "pt-BR". */
  tag: string;
  /** Its name in itself: "português (Brasil)". */
  name: string;
  direction: 'ltr' | 'rtl';
  /** Where its pages are served, with a slash at both ends: "/", "/pt-br/". */
  path: string;
  /**
   * The pages of the default language it does not have (it omits the posts and pages it has not
   * translated), as the router names them: "/blog/a-post". None for most languages.
   */
  omitted?: readonly string[];
}

/**
 * The same page in another language: `pathname` as the router gives it, under the current
 * language's path ("/about"), becomes "/pt-br/about".
 */
export const pageIn = (language: PageLanguage, pathname: string): string =>
  `${language.path}${pathname.replace(/^\/+|\/+$/g, '')}`;

/** Whether `language` has the page the router calls `pathname` (in any language's build). */
export const hasPage = (language: PageLanguage, pathname: string): boolean =>
  language.omitted?.includes(`/${pathname.replace(/^\/+|\/+$/g, '')}`) !== true;

/** The page's language among the site's; the first (the default) when it names none of them. */
export function languageOf(
  tag: string,
  languages: readonly PageLanguage[],
): PageLanguage | undefined {
  return languages.find((language) => language.tag === tag) ?? languages[0];
}

/**
 * The `lang` and `dir` of an element showing a post or page the translation left in the default
 * language (site-pages marks it `untranslated`); nothing for one in the page's own language.
 */
export function textLanguage(
  untranslated: boolean | undefined,
  languages: readonly PageLanguage[],
): { lang?: string; dir?: 'ltr' | 'rtl' } {
  const own = languages[0];
  return untranslated === true && own !== undefined ? { lang: own.tag, dir: own.direction } : {};
}

/** Open Graph's name for a language: "pt-BR" is "pt_BR", "hi" is "hi_IN" (its likeliest region). */
export function openGraphLocale(tag: string): string {
  const likely = new Intl.Locale(tag).maximize();
  return likely.region === undefined ? likely.language : `${likely.language}_${likely.region}`;
}
