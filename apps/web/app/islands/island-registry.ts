// Every island, by name: the React component the prerender renders in its place and the browser
// hydrates on its own (island.tsx, hydrate-islands.ts). Each import is dynamic, so a page fetches
// an island's code, and React with it, only when one of its islands needs it.

export const islands = {
  carousel: () =>
    import('../features/projects/project-carousel.tsx').then((module) => module.ProjectCarousel),
  gallery: () =>
    import('../features/projects/project-gallery.tsx').then((module) => module.ProjectGallery),
  contact: () =>
    import('../features/contact/contact-form.tsx').then((module) => module.ContactForm),
  search: () => import('../features/search/site-search.tsx').then((module) => module.SiteSearch),
  toaster: () => import('../components/toaster.tsx').then((module) => module.Toaster),
};

export type IslandName = keyof typeof islands;

export const isIslandName = (name: string): name is IslandName => Object.hasOwn(islands, name);

/**
 * When an island wakes: as it nears the viewport, when the browser is next idle, at the visitor's
 * first pointer, focus or key inside it, or only when a script asks for it (the toasts). All but
 * the last wait for the page's load, so React never competes with the page's largest paint.
 */
export type IslandLoad = 'visible' | 'idle' | 'interaction' | 'demand';
