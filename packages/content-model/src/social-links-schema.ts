import { z } from 'zod';
import { closestNames } from './closest-names.ts';
import { text } from './shared-schema.ts';
import { socialNetworkIds, socialNetworks } from './social-networks.ts';
import type { SocialNetworkId } from './social-networks.ts';

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a hex colour like #1f6feb');

const isNetwork = (value: unknown): value is SocialNetworkId =>
  typeof value === 'string' && (socialNetworkIds as readonly string[]).includes(value);

const network = z.string().refine(isNetwork, {
  error: (issue) => {
    const wanted = String(issue.input);
    const close = closestNames(wanted, socialNetworkIds);
    return `"${wanted}" is not a network this site knows${close.length > 0 ? `; did you mean ${close.map((id) => `"${id}"`).join(', ')}?` : ''} Networks: ${socialNetworkIds.join(', ')}`;
  },
});

export const socialLinkSchema = z
  .object({
    network,
    /** https://… for a profile, mailto:… for e-mail. */
    url: z.url('must be a full address, e.g. https://github.com/you'),
    /** The network's name as the footer shows it; defaults to the network's own ("Stack Overflow"). */
    name: text.optional(),
    /** The accessible name of the icon-only link on Home; defaults to copy.footer.profileLabel. */
    label: text.optional(),
    /** Overrides the network's brand colour shown on hover. */
    hoverColor: hexColour.optional(),
    /** The hover colour on the light theme; defaults to hoverColor, else the network's. */
    hoverColorLight: hexColour.optional(),
  })
  .refine(
    (link) => !isNetwork(link.network) || link.url.startsWith(socialNetworks[link.network].scheme),
    {
      error: (issue) => {
        const input = issue.input as { network?: unknown };
        const scheme = isNetwork(input.network) ? socialNetworks[input.network].scheme : 'https:';
        return `must start with ${scheme === 'mailto:' ? 'mailto:' : 'https://'}`;
      },
      path: ['url'],
    },
  );

export const socialLinksSchema = z
  .array(socialLinkSchema)
  .min(1, 'list at least one profile')
  .max(12, 'list at most 12 profiles; the Home page shows them in one row')
  .refine((links) => new Set(links.map((link) => link.network)).size === links.length, {
    error: 'each network may appear once',
  });

/** Where the footer lists the profiles; networks not named come after, in `socialLinks` order. */
export const footerOrderSchema = z
  .array(network)
  .refine((ids) => new Set(ids).size === ids.length, { error: 'each network may appear once' });

export interface SocialLink {
  network: SocialNetworkId;
  url: string;
  name?: string;
  label?: string;
  hoverColor?: string;
  hoverColorLight?: string;
}
