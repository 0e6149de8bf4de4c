/** The experience and achievements sections reveal with these observer options (spec §2, §9). */
export const aboutRevealOptions: IntersectionObserverInit = {
  threshold: 0.05,
  rootMargin: '64px 0px -10% 0px',
};
