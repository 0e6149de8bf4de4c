// SAMPLE CONTENT: your profiles, in the order the Home page shows them. `network` is one of
// github, gitlab, linkedin, x, bluesky, mastodon, instagram, youtube, dribbble, behance,
// stackoverflow, website, email (packages/content-model/src/social-networks.ts gives each its icon and colour).
// `name` (as the footer shows it), `label` (the Home icon's accessible name), `hoverColor` and
// `hoverColorLight` (the hover colour on the light theme) are optional.
import type { SocialLink } from '@portfolio/content-model/social-links-schema';
import type { SocialNetworkId } from '@portfolio/content-model/social-networks';

export const socialLinks: SocialLink[] = [
  { network: 'github', url: 'https://github.com/aarav-mehta-sample', label: 'GitHub profile' },
  {
    network: 'linkedin',
    url: 'https://www.linkedin.com/in/aarav-mehta-sample',
    label: 'LinkedIn profile',
  },
  {
    network: 'instagram',
    url: 'https://www.instagram.com/aarav.mehta.sample',
    label: 'Instagram profile',
  },
];

/** The order of the footer's "Connect With Me" list; networks left out follow in the order above. */
export const footerOrder: SocialNetworkId[] = ['linkedin', 'github', 'instagram'];
