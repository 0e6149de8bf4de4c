import { z } from 'zod';
import { httpsUrl, icon, text } from './shared-schema.ts';

const highlightSchema = z.object({ title: text, description: text, icon });

export const experienceSchema = z.object({
  title: text,
  company: text,
  type: text,
  duration: text,
  location: text,
  description: text,
  achievements: z.array(text).min(1, 'list at least one achievement'),
  icon,
  websiteUrl: httpsUrl.optional(),
});

export const statSchema = z.object({ title: text, description: text, icon, value: text });
export const serviceSchema = z.object({ title: text, description: text, icon });

export const aboutSchema = z.object({
  story: z.object({
    paragraphs: z.array(text).min(1),
    highlights: z.tuple([highlightSchema, highlightSchema, highlightSchema], {
      error: 'needs exactly three highlights: specialization, focus areas, approach',
    }),
  }),
  experiences: z.array(experienceSchema).length(3, 'the timeline shows exactly three roles'),
  stats: z.array(statSchema).length(4, 'shows exactly four stats'),
  services: z.array(serviceSchema).length(6, 'shows exactly six services'),
});

export type About = z.input<typeof aboutSchema>;
