// The owner's profiles (content/social-links.ts) with each network's defaults filled in, as the
// pages show them. Derived, not edited: Home, the footer and the tests all read it.
import { copy } from '@portfolio/content/copy';
import { footerOrder, socialLinks } from '@portfolio/content/social-links';
import { socialNetworks } from './social-networks.ts';
import type { SocialLink } from './social-links-schema.ts';
import type { SocialNetwork, SocialNetworkId } from './social-networks.ts';
import { fill } from './fill.ts';
import { untranslated, type TextLanguage } from './translation.ts';

/** One of the owner's profiles with the network's defaults filled in. */
export interface Profile {
  network: SocialNetworkId;
  /** The network's name, shown in the footer. */
  name: string;
  /** The name's `lang` and `dir` where a translation left it in the default language. */
  nameLanguage: Partial<TextLanguage>;
  /** The accessible name of an icon-only link. */
  label: string;
  url: string;
  icon: string;
  hoverColor: string;
  /** The hover colour on the light theme. */
  hoverColorLight: string;
  /** Web profiles open in a new tab; an e-mail link opens the mail program instead. */
  newTab: boolean;
}

export function toProfile(link: SocialLink): Profile {
  const network: SocialNetwork = socialNetworks[link.network];
  const name = link.name ?? network.name;
  // A label a translation left in the default language gives way to the language's own wording
  // of copy.footer.profileLabel, where its copy.ts has one: an accessible name cannot be marked
  // with its own language.
  const ownLabel =
    link.label !== undefined &&
    (untranslated(link, 'label').lang === undefined ||
      untranslated(copy.footer, 'profileLabel').lang !== undefined);
  return {
    network: link.network,
    name,
    nameLanguage: untranslated(link, 'name'),
    label:
      ownLabel && link.label !== undefined
        ? link.label
        : fill(copy.footer.profileLabel, { network: name }),
    url: link.url,
    icon: network.icon,
    hoverColor: link.hoverColor ?? network.hoverColor,
    hoverColorLight:
      link.hoverColorLight ?? link.hoverColor ?? network.hoverColorLight ?? network.hoverColor,
    newTab: network.scheme === 'https:',
  };
}

/**
 * A web profile's link: `me` tells Mastodon, GitHub and others that the page and the profile are
 * the same person's (the profile can then show the site as verified); it opens in a new tab
 * without handing over the opener or the address.
 */
export const profileRel = 'me noopener noreferrer';

/** In the order content/social-links.ts lists them: the Home page's order. */
export const profiles: Profile[] = socialLinks.map(toProfile);

/** In `footerOrder`, then any the order leaves out, in list order. */
export function inFooterOrder(
  all: readonly Profile[],
  order: readonly SocialNetworkId[] = [],
): Profile[] {
  const rank = (profile: Profile) => {
    const at = order.indexOf(profile.network);
    return at === -1 ? order.length + all.indexOf(profile) : at;
  };
  return [...all].sort((a, b) => rank(a) - rank(b));
}

export const footerProfiles: Profile[] = inFooterOrder(profiles, footerOrder);
