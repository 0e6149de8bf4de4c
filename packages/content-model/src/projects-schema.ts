import { z } from 'zod';
import { assetPath, httpsUrl, text } from './shared-schema.ts';
import { projectSlug, slugFromTitle, slugPattern } from './project-slug.ts';

const screenshot = assetPath(['png', 'jpg', 'jpeg', 'webp', 'avif']);

export const projectSchema = z
  .object({
    title: text,
    /**
     * The project page's address, /projects/<slug>: lowercase letters, digits and hyphens. Set it
     * once and keep it, so links to the page keep working; without it, one is made from the title.
     */
    slug: z
      .string()
      .regex(slugPattern, 'must be lowercase letters, digits and single hyphens, e.g. "my-shop"')
      .optional(),
    description: text,
    /**
     * The project page's longer story in Markdown (the problem, your role, what you built, the
     * outcome); optional. HTML in it is shown as text, not run.
     */
    writeUp: z.string().trim().min(1, 'must not be empty; leave it out instead').optional(),
    /** The cover, shown first in the carousel. */
    image: screenshot,
    /** Every screenshot, the cover among them; arrows and dots show only with more than one. */
    images: z
      .array(screenshot)
      .min(1, 'needs at least 1 screenshot')
      .max(12, 'needs at most 12 screenshots'),
    tags: z.array(text).min(1, 'list at least one technology'),
    liveLink: httpsUrl,
    /** Stored for the owner's records; shown on the project's page only with `showRepo: true`. */
    repoLink: httpsUrl,
    showRepo: z.boolean().optional(),
  })
  .refine((project) => project.images.includes(project.image), {
    error: 'the cover `image` must be one of `images`',
    path: ['image'],
  })
  .refine((project) => project.slug !== undefined || slugFromTitle(project.title) !== '', {
    error: 'the title gives no address for the project page: add a `slug`, e.g. "my-shop"',
    path: ['slug'],
  });

export const projectsSchema = z
  .array(projectSchema)
  .min(1, 'list at least one project')
  .max(24, 'list at most 24 projects')
  .superRefine((projects, context) => {
    const seen = new Map<string, number>();
    projects.forEach((project, index) => {
      const slug = projectSlug(project);
      const first = seen.get(slug);
      if (first === undefined) seen.set(slug, index);
      else
        context.addIssue({
          code: 'custom',
          path: [index, 'slug'],
          message: `"${slug}" is already the address of projects[${first}] "${projects[first]?.title ?? ''}": each project needs its own slug`,
        });
    });
  });

export type Project = z.input<typeof projectSchema>;
