import { z } from 'zod';
import { endsAfterStart, httpsUrl, isoDate, periodOrderError, text } from './shared-schema.ts';
import { icon } from './icon-schema.ts';
import { slugPattern } from './project-slug.ts';

/**
 * The name a translation gives an entry by (content/locales/<tag>/about.ts): made from its title
 * when left out, so give one to let the title change without losing its translations.
 */
const key = z
  .string()
  .regex(slugPattern, 'must be lowercase letters and digits joined by hyphens, like "first-role"')
  .optional();

const highlightSchema = z.object({ key, title: text, description: text, icon });

export const experienceSchema = z
  .object({
    key,
    title: text,
    company: text,
    type: text,
    /** When the role began (2024, 2024-06); shown in the site's language ("Jun 2024"). */
    startDate: isoDate,
    /** Left out while the role goes on ("Present" is copy's `present`). */
    endDate: isoDate.optional(),
    location: text,
    description: text,
    achievements: z.array(text).min(1, 'list at least one achievement'),
    icon,
    websiteUrl: httpsUrl.optional(),
  })
  .refine(endsAfterStart, periodOrderError);

export const statSchema = z.object({ key, title: text, description: text, icon, value: text });
export const serviceSchema = z.object({ key, title: text, description: text, icon });

export const aboutSchema = z.object({
  story: z.object({
    paragraphs: z.array(text).min(1),
    highlights: z
      .array(highlightSchema)
      .min(1, 'list at least one highlight')
      .max(6, 'list at most 6 highlights; they stand beside the story'),
  }),
  experiences: z
    .array(experienceSchema)
    .min(1, 'list at least one role')
    .max(12, 'list at most 12 roles'),
  stats: z.array(statSchema).min(1, 'list at least one stat').max(8, 'list at most 8 stats'),
  services: z
    .array(serviceSchema)
    .min(1, 'list at least one service')
    .max(12, 'list at most 12 services'),
});

export type About = z.input<typeof aboutSchema>;
