// The quiet line that offers a page in the visitor's own language: a page of one language holds,
// hidden, an offer of each other (components/language-offers.tsx, each in its own words), and this
// shows the one the browser's languages ask for first, unless the page is already in it. Nothing
// redirects: crawlers and shared links get the address they asked for. Put away once, it stays
// away on every page (kept in localStorage, never sent anywhere).
import { dismissAttribute, offerAttribute } from './hook-attributes.ts';

const storageKey = 'portfolio:language-offer-dismissed';
/** Only consulted when storage is unavailable, so the choice still holds for this page. */
let dismissedWithoutStorage = false;

function dismissed(): boolean {
  try {
    return window.localStorage.getItem(storageKey) === 'true';
  } catch {
    return dismissedWithoutStorage;
  }
}

function dismiss(): void {
  try {
    window.localStorage.setItem(storageKey, 'true');
  } catch {
    // Storage can be unavailable (private mode, quota); the line is still put away here.
    dismissedWithoutStorage = true;
  }
}

const primary = (tag: string): string => tag.toLowerCase().split('-')[0] ?? '';

/**
 * The tag of `offered` that a visitor whose browser asks for `preferred` (most wanted first) reads
 * best: the first wanted language the site has, exactly or by its primary subtag ("pt" for
 * "pt-BR"). None when the page's own language comes first, or nothing offered is wanted.
 */
export function offeredLanguage(
  preferred: readonly string[],
  pageLanguage: string,
  offered: readonly string[],
): string | undefined {
  for (const wanted of preferred) {
    const same = (tag: string) => tag.toLowerCase() === wanted.toLowerCase();
    if (same(pageLanguage)) return undefined;
    const exact = offered.find(same);
    if (exact !== undefined) return exact;
    const near = (tag: string) => primary(tag) === primary(wanted);
    if (near(pageLanguage)) return undefined;
    const close = offered.find(near);
    if (close !== undefined) return close;
  }
  return undefined;
}

/** Shows the offer the visitor's languages ask for, with its button that puts it away. */
export function enhanceLanguageOffer(
  doc: Document,
  preferred: readonly string[] = navigator.languages,
  signal?: AbortSignal,
): void {
  const offers = [...doc.querySelectorAll<HTMLElement>(`[${offerAttribute}]`)];
  if (offers.length === 0 || dismissed()) return;
  const tag = offeredLanguage(
    preferred,
    doc.documentElement.lang,
    offers.map((offer) => offer.dataset.languageOffer ?? ''),
  );
  const offer = offers.find((candidate) => candidate.dataset.languageOffer === tag);
  if (offer === undefined) return;
  offer.hidden = false;
  offer.querySelector(`[${dismissAttribute}]`)?.addEventListener(
    'click',
    () => {
      offer.hidden = true;
      dismiss();
    },
    { signal },
  );
}
