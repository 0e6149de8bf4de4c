// SAMPLE CONTENT: content/social-links.ts's words in Hindi, each profile under its network: the
// name the footer shows (a network's name stays as it is unless you give one) and the accessible
// name of its icon on Home. A label left out is copy.ts's footer.profileLabel in Hindi.
import type { SocialLinksTranslation } from '@portfolio/content-model/translation-schemas';

export const socialLinks: SocialLinksTranslation = {
  github: { label: 'GitHub प्रोफ़ाइल' },
  linkedin: { label: 'LinkedIn प्रोफ़ाइल' },
  instagram: { label: 'Instagram प्रोफ़ाइल' },
};
