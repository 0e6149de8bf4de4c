import { copy } from '@portfolio/content/copy';
import { languageOf } from '../../lib/page-language.ts';
import type { PageLanguage } from '../../lib/page-language.ts';
import { usePageInLanguage } from '../../lib/use-page-in-language.ts';
import { soundHook } from '../../behaviours/hooks.ts';

/**
 * The same page in each of the site's languages (content/locales/): plain links, which work
 * without JavaScript and which a search engine follows, with the page's own language marked. Each
 * name is in its own language, so it is marked as that language for screen readers. A page no
 * other language has at its address (the 404 page) leads to each language's home. Nothing when the
 * site has one language.
 */
export function LanguageLinks({
  inMenu = false,
  languages = __SITE_LANGUAGES__,
}: {
  inMenu?: boolean;
  languages?: readonly PageLanguage[];
}) {
  const hrefIn = usePageInLanguage();
  if (languages.length < 2) return null;
  const current = languageOf(copy.language, languages);
  return (
    <ul
      aria-label={copy.navigation.languages}
      className={inMenu ? 'flex flex-wrap gap-1 px-4 pb-3' : 'flex items-center gap-1'}
    >
      {languages.map((language) => (
        <li key={language.tag}>
          <a
            href={hrefIn(language)}
            hrefLang={language.tag}
            lang={language.tag}
            dir={language.direction}
            aria-current={language === current ? 'true' : undefined}
            {...soundHook('navigation')}
            className="inline-flex min-h-10 items-center rounded-full px-3 text-sm font-medium text-muted transition-colors hover:text-fg aria-[current=true]:bg-ink-700 aria-[current=true]:text-fg"
          >
            {language.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
