// SAMPLE CONTENT: point these at your own profiles.
import { FaGithub, FaInstagram, FaLinkedinIn } from 'react-icons/fa6';
import type { SocialLink } from './schema/social-links-schema.ts';

export const socialLinks = [
  {
    name: 'GitHub',
    url: 'https://github.com/aarav-mehta-sample',
    icon: FaGithub,
    hoverColor: '#f0f6fc',
    label: 'GitHub profile',
  },
  {
    name: 'LinkedIn',
    url: 'https://www.linkedin.com/in/aarav-mehta-sample',
    icon: FaLinkedinIn,
    hoverColor: '#0a66c2',
    label: 'LinkedIn profile',
  },
  {
    name: 'Instagram',
    url: 'https://www.instagram.com/aarav.mehta.sample',
    icon: FaInstagram,
    hoverColor: '#e1306c',
    label: 'Instagram profile',
  },
] satisfies SocialLink[];
