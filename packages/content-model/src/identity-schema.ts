import { z } from 'zod';
import { assetPath, image, text } from './shared-schema.ts';

export const identitySchema = z.object({
  firstName: text,
  fullName: text,
  role: text,
  location: z.object({ city: text, country: text }),
  // Shown on Home whether or not the owner is available ("Booked until March 2027"), and the
  // Contact page's opening line, so the two never contradict each other.
  availability: z.object({ available: z.boolean(), label: text, contactLine: text }),
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
