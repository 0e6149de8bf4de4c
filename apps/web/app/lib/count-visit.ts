// The first-party visit counter: one report of this page view to the owner's own API
// (docs/decisions/0029-first-party-visit-counts.md). The site script loads it after the page's
// largest paint; it sets and reads no cookie or storage and sends no identifier: the page's path,
// the other site the visitor came from (its host only), the page's utm_ parameters, language and
// a device class. A visitor whose browser asks not to be tracked (Do Not Track, Global Privacy
// Control) sends nothing; a page prerendered or opened in the background reports only once shown.
import { deviceClassOf } from '@portfolio/contract/page-view';
import type { PageViewWire } from '@portfolio/contract/page-view';

interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

/** Whether the visitor's browser asks not to be counted. */
export function asksNotToBeCounted(win: Window): boolean {
  const navigator = win.navigator as Navigator & PrivacySignals;
  const legacy = win as Window & { doNotTrack?: string | null };
  return (
    navigator.globalPrivacyControl === true ||
    navigator.doNotTrack === '1' ||
    legacy.doNotTrack === '1'
  );
}

/** This page view as it is reported. */
export function pageView(win: Window): PageViewWire {
  const { location, document: doc } = win;
  const view: PageViewWire = {
    path: location.pathname,
    language: doc.documentElement.lang,
    device: deviceClassOf(win.innerWidth),
  };
  if (URL.canParse(doc.referrer)) {
    const from = new URL(doc.referrer);
    if (from.host !== location.host) view.referrer = from.hostname;
  }
  const params = new URLSearchParams(location.search);
  for (const key of ['utm_source', 'utm_medium', 'utm_campaign'] as const) {
    const value = params.get(key);
    if (value) view[key] = value;
  }
  return view;
}

export function countVisit(win: Window, endpoint: string): void {
  if (asksNotToBeCounted(win)) return;
  const doc = win.document as Document & { prerendering?: boolean };
  const report = () => {
    // text/plain: a simple request, with no preflight, that outlives the page (keepalive). In
    // cors mode, as the form posts: the API's answer carries Cross-Origin-Resource-Policy, which
    // blocks an opaque (no-cors) one, an error in the console.
    void win
      .fetch(endpoint, {
        method: 'POST',
        body: JSON.stringify(pageView(win)),
        headers: { 'Content-Type': 'text/plain' },
        credentials: 'omit',
        keepalive: true,
      })
      .catch(() => undefined);
  };
  const whenShown = () => {
    if (doc.prerendering === true || doc.visibilityState !== 'visible') return false;
    report();
    return true;
  };
  if (whenShown()) return;
  const check = () => {
    if (!whenShown()) return;
    doc.removeEventListener('visibilitychange', check);
    doc.removeEventListener('prerenderingchange', check);
  };
  doc.addEventListener('visibilitychange', check);
  doc.addEventListener('prerenderingchange', check);
}
