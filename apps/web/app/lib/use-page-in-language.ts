import { useLocation, useMatches } from 'react-router';
import { hasPage, pageIn } from './page-language.ts';
import type { PageLanguage } from './page-language.ts';
import { handleSays } from './route-handle.ts';

/**
 * Where the page being rendered is in each language: the same page under the language's path, or
 * the language's home for a page no other language has at its address (the 404 page, whose route
 * says `noAlternates`) or that language omits (a post it has not translated).
 */
export function usePageInLanguage(): (language: PageLanguage) => string {
  const { pathname } = useLocation();
  const ownPage = !useMatches().some((match) => handleSays(match.handle, 'noAlternates'));
  return (language) =>
    ownPage && hasPage(language, pathname) ? pageIn(language, pathname) : language.path;
}
