import { z } from 'zod';
import {
  assetPath,
  endsAfterStart,
  httpsUrl,
  isoDate,
  periodOrderError,
  text,
} from './shared-schema.ts';
import { slugPattern } from './project-slug.ts';

/**
 * The name a translation gives an entry by (content/locales/<tag>/resume.ts): made from its
 * institution, name or language when left out.
 */
const key = z
  .string()
  .regex(slugPattern, 'must be lowercase letters and digits joined by hyphens, like "my-school"')
  .optional();

const educationSchema = z
  .object({
    key,
    institution: text,
    /** What was studied, e.g. "Computer Engineering". */
    area: text,
    /** The degree or course, e.g. "Bachelor of Engineering". */
    studyType: text,
    /** When it began and ended (2019, 2019-08); shown in the site's language. No end: it goes on. */
    startDate: isoDate,
    endDate: isoDate.optional(),
    url: httpsUrl.optional(),
  })
  .refine(endsAfterStart, periodOrderError);

const certificateSchema = z.object({
  key,
  name: text,
  issuer: text,
  date: isoDate.optional(),
  url: httpsUrl.optional(),
});

const languageSchema = z.object({ key, language: text, fluency: text });

/** What the résumé (/resume, /resume.json) adds to identity, about, skills and projects. */
export const resumeSchema = z.object({
  education: z.array(educationSchema).max(8, 'list at most 8 places of study').optional(),
  certificates: z.array(certificateSchema).max(12, 'list at most 12 certificates').optional(),
  languages: z.array(languageSchema).max(8, 'list at most 8 languages').optional(),
  /** Your own PDF, offered for download; without one the page explains how to save it as PDF. */
  pdf: assetPath(['pdf']).optional(),
});

export type Resume = z.input<typeof resumeSchema>;
