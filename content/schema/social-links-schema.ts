import { z } from 'zod';
import { httpsUrl, icon, text } from './shared-schema.ts';

export const socialLinkSchema = z.object({
  name: z.enum(['GitHub', 'LinkedIn', 'Instagram']),
  url: httpsUrl,
  icon,
  hoverColor: z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a hex colour like #1f6feb'),
  label: text,
});

export const socialLinksSchema = z
  .array(socialLinkSchema)
  .length(3, 'must list GitHub, LinkedIn and Instagram')
  .refine((links) => new Set(links.map((link) => link.name)).size === links.length, {
    error: 'each network must appear once',
  });

export type SocialLink = z.input<typeof socialLinkSchema>;
