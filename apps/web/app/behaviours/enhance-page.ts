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
import {
  copyCodeAttribute,
  newsletterFormAttribute,
  replyFormAttribute,
  tableOfContentsAttribute,
} from './hook-attributes.ts';

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
  // A form that sends in place (the newsletter's, a reply's) fetches its script on the first focus
  // inside it, as the reader is about to write: the pages pay nothing until then, and a send
  // before it has arrived is the browser's own post, which works as well.
  for (const form of doc.querySelectorAll<HTMLFormElement>(
    `[${newsletterFormAttribute}],[${replyFormAttribute}]`,
  ))
    form.addEventListener(
      'focusin',
      () =>
        void import('./form-in-place.ts')
          .then((module) => module.enhanceFormInPlace(form, signal))
          .catch(() => undefined),
      { once: true, signal },
    );
  // A long read: its code blocks' copy buttons are shown (hidden without JavaScript), and what
  // they and the table of contents do is fetched on the first scroll or tap (long-read.ts).
  const buttons = doc.querySelectorAll<HTMLButtonElement>(`[${copyCodeAttribute}]`);
  for (const button of buttons) button.hidden = false;
  if (win !== null && (buttons.length > 0 || doc.querySelector(`[${tableOfContentsAttribute}]`))) {
    const wake = (event: Event): void =>
      void import('./long-read.ts')
        .then((module) => module.enhanceLongRead(doc, event, signal))
        .catch(() => undefined);
    win.addEventListener('scroll', wake, { once: true, passive: true, signal });
    doc.addEventListener('click', wake, { once: true, signal });
  }
}
