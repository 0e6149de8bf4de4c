// A period is written once in content (startDate, endDate: 2024, 2024-06 or 2024-06-29) and shown
// in the site's language, so what visitors read and what /resume.json says can never disagree.
import { copy } from '@portfolio/content/copy';

/** "Jun 2024" for 2024-06 or 2024-06-29, "2024" for 2024: in `language`, or the site's. */
export function formatDate(date: string, language: string = copy.language): string {
  const [year = '', month] = date.split('-');
  if (month === undefined) return year;
  // UTC on both sides: the first of a month is that month in every time zone.
  return new Intl.DateTimeFormat(language, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(Number(year), Number(month) - 1, 1)));
}

/** "Jan 2025 – Present", "2020 – 2023", "mar. de 2023 – o momento": in `language`, or the site's. */
export function formatPeriod(
  period: { startDate: string; endDate?: string | undefined },
  language: string = copy.language,
  present: string = copy.present,
): string {
  const end = period.endDate === undefined ? present : formatDate(period.endDate, language);
  return `${formatDate(period.startDate, language)} – ${end}`;
}
