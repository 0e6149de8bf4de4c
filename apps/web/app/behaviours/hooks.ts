// What the components spread to carry the attributes the small behaviours look for
// (`<a {...soundHook('navigation')}>`), by their names in hook-attributes.ts. Only the prerender
// runs these; the site script reads the names alone, and pays for nothing here.
import { honeypotField, proofOfWorkField } from '@portfolio/contract/contact-query-limits';
import type { Theme } from '../components/theme/theme-preference.ts';
import {
  soundAttribute,
  navbarAttribute,
  searchLinkAttribute,
  currentYearAttribute,
  revealAttribute,
  offerAttribute,
  dismissAttribute,
  copyAttribute,
  muteToggleAttribute,
  themeOptionAttribute,
  spotlightAttribute,
  newsletterFormAttribute,
  replyFormAttribute,
  tableOfContentsAttribute,
} from './hook-attributes.ts';

/** The two click sounds (behaviours/click-sounds.ts). */
export type SoundKind = 'navigation' | 'action';

/** What a link or button carries to play `kind`'s sound when clicked (components spread it). */
export const soundHook = (kind: SoundKind) => ({ [soundAttribute]: kind });

/** What the navbar's <header> carries: shown until the visitor scrolls down. */
export const navbarHook = () => ({ [navbarAttribute]: '', 'data-visible': 'true' });

/** What the navbar's search link carries (the "/" key follows it). */
export const searchLinkHook = () => ({ [searchLinkAttribute]: '' });

/** What the element holding the build's year carries. */
export const currentYearHook = () => ({ [currentYearAttribute]: '' });

/** What a block that reveals itself as it scrolls into view carries (components/reveal.tsx). */
export const revealHook = ({ threshold, margin }: { threshold: number; margin: string }) => ({
  [revealAttribute]: 'idle',
  'data-reveal-threshold': threshold,
  'data-reveal-margin': margin,
});

/** What the offer of a page in the language `tag` carries (components/language-offers.tsx). */
export const languageOfferHook = (tag: string) => ({ [offerAttribute]: tag });

/** What the offer's button to put it away carries. */
export const dismissLanguageOfferHook = () => ({ [dismissAttribute]: '' });

/** What a button that copies `text` carries, with its label once copied and its toast on failure. */
export const copyButtonHook = ({
  text,
  copiedLabel,
  failed,
}: {
  text: string;
  copiedLabel: string;
  failed: string;
}) => ({ [copyAttribute]: text, 'data-copied-label': copiedLabel, 'data-failed': failed });

/** What the mute button carries, with its title for each state. */
export const muteToggleHook = ({ muted, sounding }: { muted: string; sounding: string }) => ({
  [muteToggleAttribute]: '',
  'data-title-muted': muted,
  'data-title-sounding': sounding,
});

/** What the button that chooses `theme` carries. */
export const themeOptionHook = (theme: Theme) => ({ [themeOptionAttribute]: theme });

/** What the area the light follows the mouse in carries. */
export const spotlightHook = () => ({ [spotlightAttribute]: '' });

/**
 * What the newsletter's form carries: the words its script says each answer in, and the names of
 * the trap field and of the proof of work it sends.
 */
export const newsletterFormHook = (answers: {
  sending: string;
  sent: string;
  check: string;
  notSent: string;
}) => ({
  [newsletterFormAttribute]: '',
  'data-trap-field': honeypotField,
  'data-proof-field': proofOfWorkField,
  'data-sending': answers.sending,
  'data-sent': answers.sent,
  'data-check': answers.check,
  'data-not-sent': answers.notSent,
});

/**
 * What a reply's form carries: the words its script says each answer in, and the names of the
 * trap field and of the proof of work it sends.
 */
export const replyFormHook = (answers: {
  sending: string;
  sent: string;
  check: string;
  notSent: string;
}) => ({
  [replyFormAttribute]: '',
  'data-trap-field': honeypotField,
  'data-proof-field': proofOfWorkField,
  'data-sending': answers.sending,
  'data-sent': answers.sent,
  'data-check': answers.check,
  'data-not-sent': answers.notSent,
});

/** What a long read's table of contents carries: the reader's place is marked in it. */
export const tableOfContentsHook = () => ({ [tableOfContentsAttribute]: '' });
