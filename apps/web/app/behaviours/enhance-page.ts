// Everything the site script does to a page React rendered at build time, in one call
// (entry.client.ts runs it once per page; the component tests run it on what they render).
import { soundUrls } from '../components/sound/sound-urls.ts';
import { enhanceClickSounds } from './click-sounds.ts';
import { enhanceCopyButtons } from './copy-email.ts';
import { showCurrentYear } from './current-year.ts';
import { enhanceMuteButtons } from './mute-button.ts';
import { enhanceLanguageOffer } from './offer-language.ts';
import { enhanceNavbar } from './navbar.ts';
import { enhanceReveal } from './reveal.ts';
import { enhanceSpotlight } from './spotlight.ts';
import { enhanceThemeButtons } from './theme-buttons.ts';

/** Makes every small behaviour on the page work; `signal` undoes it all (for tests). */
export function enhancePage(doc: Document, signal?: AbortSignal): void {
  enhanceThemeButtons(doc, signal);
  enhanceMuteButtons(doc, signal);
  enhanceClickSounds(doc, soundUrls, { signal });
  enhanceNavbar(doc, signal);
  enhanceCopyButtons(doc, signal);
  enhanceReveal(doc, signal);
  enhanceSpotlight(doc, signal);
  showCurrentYear(doc);
  enhanceLanguageOffer(doc, navigator.languages, signal);
}
