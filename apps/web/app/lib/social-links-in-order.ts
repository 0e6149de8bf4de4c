import { socialLinks } from '@portfolio/content/social-links';
import type { SocialLink } from '@portfolio/content/schema/social-links-schema';

/** The owner's profiles in the order a place on the page lists them (Home and footer differ, per the spec). */
export function socialLinksInOrder(order: readonly SocialLink['name'][]): SocialLink[] {
  return order.flatMap((name) => socialLinks.filter((link) => link.name === name));
}
