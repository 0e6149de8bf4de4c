import { z } from 'zod';
import { assetPath, httpsUrl, text } from './shared-schema.ts';

const screenshot = assetPath(['png', 'jpg', 'jpeg', 'webp', 'avif']);

export const projectSchema = z
  .object({
    title: text,
    description: text,
    /** The cover, shown first in the carousel. */
    image: screenshot,
    /** Every screenshot, the cover among them; arrows and dots show only with more than one. */
    images: z
      .array(screenshot)
      .min(1, 'needs at least 1 screenshot')
      .max(12, 'needs at most 12 screenshots'),
    tags: z.array(text).min(1, 'list at least one technology'),
    liveLink: httpsUrl,
    /** Stored for the owner's records; the site does not show it. */
    repoLink: httpsUrl,
  })
  .refine((project) => project.images.includes(project.image), {
    error: 'the cover `image` must be one of `images`',
    path: ['image'],
  });

export const projectsSchema = z
  .array(projectSchema)
  .min(1, 'list at least one project')
  .max(24, 'list at most 24 projects');

export type Project = z.input<typeof projectSchema>;
