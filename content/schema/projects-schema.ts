import { z } from 'zod';
import { assetPath, httpsUrl, text } from './shared-schema.ts';

const screenshot = assetPath(['png', 'jpg', 'jpeg', 'webp', 'avif']);

export const projectSchema = z
  .object({
    title: text,
    description: text,
    /** The cover, shown first in the carousel. */
    image: screenshot,
    images: z
      .array(screenshot)
      .min(6, 'needs 6 to 10 screenshots')
      .max(10, 'needs 6 to 10 screenshots'),
    tags: z.array(text).min(1, 'list at least one technology'),
    liveLink: httpsUrl,
    /** Stored for the owner's records; the site does not show it. */
    repoLink: httpsUrl,
  })
  .refine((project) => project.images.includes(project.image), {
    error: 'the cover `image` must be one of `images`',
    path: ['image'],
  });

export const projectsSchema = z.array(projectSchema).length(8, 'the page shows exactly 8 projects');

export type Project = z.input<typeof projectSchema>;
