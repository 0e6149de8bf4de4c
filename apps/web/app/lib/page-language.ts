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
}

/**
 * The same page in another language: `pathname` as the router gives it, under the current
 * language's path ("/about"), becomes "/pt-br/about".
 */
export const pageIn = (language: PageLanguage, pathname: string): string =>
  `${language.path}${pathname.replace(/^\/+|\/+$/g, '')}`;

/** The page's language among the site's; the first (the default) when it names none of them. */
export function languageOf(
  tag: string,
  languages: readonly PageLanguage[],
): PageLanguage | undefined {
  return languages.find((language) => language.tag === tag) ?? languages[0];
}
