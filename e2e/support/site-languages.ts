// The site's languages as the specs address them: every language the build makes, the default
// first, and a page of the page model in one of them.
import { pageLanguages } from '../../apps/web/scripts/site-languages.ts';
import { basePath } from './addresses.ts';

/** Every language, the default first, as the build gives them to the pages. */
export const languages = pageLanguages(basePath);
export type Language = (typeof languages)[number];

/** A page of the page model in a language, as at() takes it: '/about' in pt-BR is '/pt-br/about'. */
export const pathIn = (language: Language, path: string): string =>
  `/${language.path.slice(basePath.length)}${path.slice(1)}`.replace(/(.)\/$/, '$1');

/** Whether a language has a page of the default language's (it may omit what it has not translated). */
export const hasPageIn = (language: Language, path: string): boolean =>
  !(language.omitted ?? []).includes(path);
