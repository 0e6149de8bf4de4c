import { identity } from '@portfolio/content/identity';

/** The sharing card every page names; the build draws it (apps/web/scripts/og-image.tsx). */
export const ogImage = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: `${identity.fullName}, ${identity.role} in ${identity.location.city}, ${identity.location.country}`,
} as const;
