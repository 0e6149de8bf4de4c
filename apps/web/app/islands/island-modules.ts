// Where each island's component lives, relative to apps/web: the build's budget reads what a page
// with that island fetches from Vite's manifest by this path (scripts/check-budget.ts).
// island-modules.test.ts holds it to what island-registry.ts loads.
import type { IslandName } from './island-registry.ts';

export const islandModules: Record<IslandName, string> = {
  carousel: 'app/features/projects/project-carousel.tsx',
  gallery: 'app/features/projects/project-gallery.tsx',
  contact: 'app/features/contact/contact-form.tsx',
  search: 'app/features/search/site-search.tsx',
  toaster: 'app/components/toaster.tsx',
};
