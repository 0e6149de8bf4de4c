import { z } from 'zod';
import { assetPath, image, text } from './shared-schema.ts';

export const identitySchema = z.object({
  firstName: text,
  fullName: text,
  role: text,
  location: z.object({ city: text, country: text }),
  availability: z.object({ available: z.boolean(), label: text }),
  email: z.email('must be an e-mail address'),
  intro: text,
  photo: image.extend({ alt: text }),
  footerIntro: text,
  sounds: z.object({
    navigation: assetPath(['wav', 'mp3', 'ogg', 'm4a']),
    action: assetPath(['wav', 'mp3', 'ogg', 'm4a']),
  }),
});

export type Identity = z.input<typeof identitySchema>;
