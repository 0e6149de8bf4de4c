/** The experience and achievements sections reveal with these observer options (docs/decisions/0008-inherited-behaviour.md). */
export const aboutRevealOptions: IntersectionObserverInit = {
  threshold: 0.05,
  rootMargin: '64px 0px -10% 0px',
};
