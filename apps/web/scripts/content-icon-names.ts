// Every icon the content names, wherever it sits: each `icon` field of content/about.ts and
// content/skills.ts, and the icon of each network content/social-links.ts lists.
import { about } from '@portfolio/content/about';
import { skills } from '@portfolio/content/skills';
import { socialLinks } from '@portfolio/content/social-links';
import { socialNetworks } from '@portfolio/content-model/social-networks';

/** The string values of every `icon` key in a tree of plain objects and arrays. */
export function iconFields(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(iconFields);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'icon' && typeof inner === 'string' ? [inner] : iconFields(inner),
  );
}

export function contentIconNames(): string[] {
  return [
    ...iconFields(about),
    ...iconFields(skills),
    ...socialLinks.map((link) => socialNetworks[link.network].icon),
  ];
}
