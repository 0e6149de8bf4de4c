// The profiles a portfolio links to, each with its icon, brand colour for hover and display name.
// An owner names the network and gives the address; everything else has a default here.
// Kept free of Node APIs: the browser code imports it.

export interface SocialNetwork {
  /** Shown in the footer and in accessible names, e.g. "Stack Overflow". */
  name: string;
  icon: string;
  hoverColor: string;
  /** On the light theme, where the dark theme's colour is too light to see. */
  hoverColorLight?: string;
  /** How the address must start: `https://` for profiles, `mailto:` for e-mail. */
  scheme: 'https:' | 'mailto:';
}

export const socialNetworks = {
  github: {
    name: 'GitHub',
    icon: 'fa6/FaGithub',
    hoverColor: '#f0f6fc',
    hoverColorLight: '#1f2328',
    scheme: 'https:',
  },
  gitlab: { name: 'GitLab', icon: 'fa6/FaGitlab', hoverColor: '#fc6d26', scheme: 'https:' },
  linkedin: { name: 'LinkedIn', icon: 'fa6/FaLinkedinIn', hoverColor: '#0a66c2', scheme: 'https:' },
  x: {
    name: 'X',
    icon: 'fa6/FaXTwitter',
    hoverColor: '#e7e9ea',
    hoverColorLight: '#0f1419',
    scheme: 'https:',
  },
  bluesky: { name: 'Bluesky', icon: 'fa6/FaBluesky', hoverColor: '#1185fe', scheme: 'https:' },
  mastodon: { name: 'Mastodon', icon: 'fa6/FaMastodon', hoverColor: '#858afa', scheme: 'https:' },
  instagram: {
    name: 'Instagram',
    icon: 'fa6/FaInstagram',
    hoverColor: '#e1306c',
    scheme: 'https:',
  },
  youtube: { name: 'YouTube', icon: 'fa6/FaYoutube', hoverColor: '#ff4e45', scheme: 'https:' },
  dribbble: { name: 'Dribbble', icon: 'fa6/FaDribbble', hoverColor: '#ea4c89', scheme: 'https:' },
  behance: { name: 'Behance', icon: 'fa6/FaBehance', hoverColor: '#4d8dff', scheme: 'https:' },
  stackoverflow: {
    name: 'Stack Overflow',
    icon: 'fa6/FaStackOverflow',
    hoverColor: '#f48024',
    scheme: 'https:',
  },
  website: {
    name: 'Website',
    icon: 'fa6/FaGlobe',
    hoverColor: '#a78bfa',
    hoverColorLight: '#6d28d9',
    scheme: 'https:',
  },
  email: {
    name: 'E-mail',
    icon: 'fa6/FaEnvelope',
    hoverColor: '#a78bfa',
    hoverColorLight: '#6d28d9',
    scheme: 'mailto:',
  },
} as const satisfies Record<string, SocialNetwork>;

export type SocialNetworkId = keyof typeof socialNetworks;

export const socialNetworkIds = Object.keys(socialNetworks) as SocialNetworkId[];

/**
 * The owner's profiles with each one's name written out (the network's where the link gives none),
 * so a translation can give a name the default file leaves to the network ("Website").
 */
export function withNetworkNames<
  Link extends { network: SocialNetworkId; name?: string | undefined },
>(links: readonly Link[]): Link[] {
  return links.map((link) => ({ ...link, name: link.name ?? socialNetworks[link.network].name }));
}
