import { useLocation } from 'react-router';
import { copy } from '@portfolio/content/copy';
import { hasPage, languageOf } from '../lib/page-language.ts';
import type { PageLanguage } from '../lib/page-language.ts';
import { usePageInLanguage } from '../lib/use-page-in-language.ts';
import { soundHook } from '../behaviours/hooks.ts';
import { dismissLanguageOfferHook, languageOfferHook } from '../behaviours/hooks.ts';

/** Each language's offer, in its own words (scripts/site-languages.ts). */
export type LanguageOffers = Readonly<Record<string, { read: string; dismiss: string }>>;

/**
 * On a page of one language, a quiet line offering the same page in each other language, in that
 * language's words, all hidden: the site script shows the one the visitor's browser asks for
 * (behaviours/offer-language.ts), fixed at the bottom so nothing moves when it appears. Without
 * JavaScript nothing shows: the switcher is there. Nothing when the site has one language.
 */
export function LanguageOffers({
  languages = __SITE_LANGUAGES__,
  offers = __LANGUAGE_OFFERS__,
}: {
  languages?: readonly PageLanguage[];
  offers?: LanguageOffers;
}) {
  const hrefIn = usePageInLanguage();
  const { pathname } = useLocation();
  if (languages.length < 2) return null;
  const current = languageOf(copy.language, languages);
  return languages.map((language) => {
    const offer = offers[language.tag];
    // "Read this page in …" only where that language has the page.
    if (language === current || offer === undefined || !hasPage(language, pathname)) return null;
    return (
      <aside
        key={language.tag}
        hidden
        {...languageOfferHook(language.tag)}
        lang={language.tag}
        dir={language.direction}
        aria-label={language.name}
        className="fixed inset-x-4 bottom-4 z-30 mx-auto flex max-w-md flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-2xl border border-line bg-ink-850 px-4 py-2 font-offer text-sm text-fg shadow-lg print:hidden"
      >
        <a
          href={hrefIn(language)}
          hrefLang={language.tag}
          {...soundHook('navigation')}
          className="inline-flex min-h-10 items-center font-medium text-fg underline decoration-accent-from underline-offset-4"
        >
          {offer.read}
        </a>
        <button
          type="button"
          {...dismissLanguageOfferHook()}
          className="inline-flex min-h-10 items-center rounded-full px-3 text-muted transition-colors hover:text-fg"
        >
          {offer.dismiss}
        </button>
      </aside>
    );
  });
}
