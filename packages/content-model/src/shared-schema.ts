import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { contentDirectory } from './content-directory.ts';

export const text = z.string().trim().min(1, 'must not be empty');

export const httpsUrl = z
  .url({ protocol: /^https$/, message: 'must be an https:// URL' })
  .describe('an https:// URL');

/** A date as JSON Resume writes it: a year, a month or a day (2024, 2024-06, 2024-06-29). */
export const isoDate = z
  .string()
  .regex(
    /^[1-2][0-9]{3}(-[0-1][0-9](-[0-3][0-9])?)?$/,
    'must be a date like 2024, 2024-06 or 2024-06-29',
  );

/** A path inside content/, checked to exist so a typo fails the build rather than the page. */
export function assetPath(extensions: readonly string[]) {
  const pattern = new RegExp(`^assets/[\\w./-]+\\.(${extensions.join('|')})$`);
  return z
    .string()
    .regex(pattern, `must be a path like "assets/…" ending in .${extensions.join(', .')}`)
    .refine((path) => existsSync(join(contentDirectory, path)), {
      error: (issue) => `file content/${String(issue.input)} does not exist`,
    });
}

export const image = z.object({
  src: assetPath(['png', 'jpg', 'jpeg', 'webp', 'avif']),
  alt: z.string().trim(),
});

/** The first and last day a date of `isoDate`'s forms can stand for, comparable as strings. */
const firstDay = (date: string) => `${date}-01-01`.slice(0, 10);
const lastDay = (date: string) =>
  date.length === 10 ? date : `${date}${date.length === 4 ? '-12' : ''}-31`;

/** A period written once: it may not end before it starts. */
export function endsAfterStart(period: { startDate: string; endDate?: string | undefined }) {
  return period.endDate === undefined || firstDay(period.startDate) <= lastDay(period.endDate);
}

export const periodOrderError: { error: string; path: string[] } = {
  error: 'must not be before startDate',
  path: ['endDate'],
};
