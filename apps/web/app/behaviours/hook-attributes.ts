// The attributes the small behaviours (behaviours/*.ts) look for in the markup that React wrote
// at build time: one list, so a component (which spreads hooks.ts) and its behaviour never
// disagree on a name. A leaf.

export const soundAttribute = 'data-sound';
export const navbarAttribute = 'data-navbar';
export const searchLinkAttribute = 'data-search-link';
export const currentYearAttribute = 'data-current-year';
export const revealAttribute = 'data-reveal';
export const offerAttribute = 'data-language-offer';
export const dismissAttribute = 'data-language-offer-dismiss';
export const copyAttribute = 'data-copy';
export const muteToggleAttribute = 'data-mute-toggle';
export const themeOptionAttribute = 'data-theme-option';
export const spotlightAttribute = 'data-spotlight-area';
export const newsletterFormAttribute = 'data-newsletter-form';
export const replyFormAttribute = 'data-reply-form';
export const copyCodeAttribute = 'data-copy-code';
export const tableOfContentsAttribute = 'data-toc';
