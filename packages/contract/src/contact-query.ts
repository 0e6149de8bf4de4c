import { z } from 'zod';
import { contactQueryLimits } from './contact-query-limits.ts';

const noLineBreaks = (value: string): boolean => !/[\r\n]/.test(value);

export const contactQuerySchema = z.object({
  name: z
    .string({ error: 'Name is required.' })
    .trim()
    .min(1, 'Name is required.')
    .max(contactQueryLimits.name, `Name must be at most ${contactQueryLimits.name} characters.`)
    .refine(noLineBreaks, 'Name must be on one line.'),
  email: z
    .string({ error: 'E-mail is required.' })
    .trim()
    .min(1, 'E-mail is required.')
    .max(contactQueryLimits.email, `E-mail must be at most ${contactQueryLimits.email} characters.`)
    .refine(noLineBreaks, 'E-mail must be on one line.')
    .pipe(z.email('E-mail must be a valid address.')),
  message: z
    .string({ error: 'Message is required.' })
    .trim()
    .min(1, 'Message is required.')
    .max(
      contactQueryLimits.message,
      `Message must be at most ${contactQueryLimits.message} characters.`,
    ),
});

export type ContactQuery = z.infer<typeof contactQuerySchema>;
