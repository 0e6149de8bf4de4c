// Every small behaviour of the markup React rendered at build time, in one call (entry.client.ts
// runs it once per page; the component tests run it on what they render). Each behaviour is a
// file named after the component whose markup it enhances, and exports the attributes it looks
// for, which that component imports and writes (docs/architecture.md, "Behaviours").
import { soundUrls } from '../components/sound/sound-urls.ts';
import { enhanceClickSounds } from './click-sounds.ts';
import { enhanceCopyButtons } from './copy-buttons.ts';
import { showCurrentYear } from './current-year.ts';
import { enhanceMuteToggle } from './mute-toggle.ts';
import { enhanceLanguageOffer } from './offer-language.ts';
import { enhanceNavbar } from './navbar.ts';
import { enhanceReveal } from './reveal.ts';
import { scrollToTopOnEveryPage } from './scroll-to-top.ts';
import { enhanceSpotlight } from './spotlight.ts';
import { enhanceThemeSwitch } from './theme-switch.ts';
import { newsletterFormAttribute, replyFormAttribute } from './hook-attributes.ts';

/** Makes every small behaviour on the page work; `signal` undoes it all (for tests). */
export function enhancePage(doc: Document, signal?: AbortSignal): void {
  const win = doc.defaultView;
  if (win !== null) scrollToTopOnEveryPage(win, signal);
  enhanceThemeSwitch(doc, signal);
  enhanceMuteToggle(doc, signal);
  enhanceClickSounds(doc, soundUrls, { signal });
  enhanceNavbar(doc, signal);
  enhanceCopyButtons(doc, signal);
  enhanceReveal(doc, signal);
  enhanceSpotlight(doc, signal);
  showCurrentYear(doc);
  enhanceLanguageOffer(doc, navigator.languages, signal);
  // The newsletter's form fetches its script on the first focus inside it, as the reader is
  // about to type an address: the blog's pages pay nothing until then, and a send before it has
  // arrived is the browser's own post, which works as well.
  for (const form of doc.querySelectorAll<HTMLFormElement>(`[${newsletterFormAttribute}]`))
    form.addEventListener(
      'focusin',
      () =>
        void import('./newsletter-form.ts')
          .then((module) => module.enhanceNewsletterForm(form, signal))
          .catch(() => undefined),
      { once: true, signal },
    );
  // A reply's form, the same way: its script comes as the reader starts to write.
  for (const form of doc.querySelectorAll<HTMLFormElement>(`[${replyFormAttribute}]`))
    form.addEventListener(
      'focusin',
      () =>
        void import('./reply-form.ts')
          .then((module) => module.enhanceReplyForm(form, signal))
          .catch(() => undefined),
      { once: true, signal },
    );
}
