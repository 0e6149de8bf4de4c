import { fill } from '@portfolio/content-model/fill';
import { copy } from '@portfolio/content/copy';

/** The sharing card every page names; the build draws it (apps/web/scripts/og-image.tsx). */
export const ogImage = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: fill(copy.sharingCardAlt),
} as const;

/** A project page's own sharing card: its title over its first screenshot (the same build step). */
export const projectOgImagePath = (slug: string): string => `/og/projects/${slug}.png`;

/** A post's own sharing card: its title over its cover, or over the site's look (the same build step). */
export const postOgImagePath = (slug: string): string => `/og/blog/${slug}.png`;
