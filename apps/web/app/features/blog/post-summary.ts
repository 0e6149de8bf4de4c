// What a list of posts shows of each (the blog, a tag's page, Home's latest), made by a loader at
// build time so the dates are written in the site's language once, not in each visitor's.
import { copy } from '@portfolio/content/copy';
import { fill } from '@portfolio/content-model/fill';
import { textLanguage } from '../../lib/page-language.ts';

export interface PostFacts {
  title: string;
  description: string;
  path: string;
  date: string;
  updated?: string | undefined;
  tags: readonly string[];
  readingMinutes: number;
  /** Left in the default language by the translation being built. */
  untranslated?: boolean;
}

export interface PostSummary {
  title: string;
  description: string;
  path: string;
  /** YYYY-MM-DD, for <time dateTime>. */
  date: string;
  /** The date in the site's language: "June 29, 2024". */
  dateLabel: string;
  readingLabel: string;
  tags: string[];
  /** Its words' language where it is not the page's: an untranslated post. */
  language: { lang?: string; dir?: 'ltr' | 'rtl' };
}

const dateFormat = new Intl.DateTimeFormat(copy.language, { dateStyle: 'long', timeZone: 'UTC' });

/** A YYYY-MM-DD day in the site's language. */
export const dayLabel = (day: string): string => dateFormat.format(new Date(`${day}T00:00:00Z`));

export function summaryOf(post: PostFacts): PostSummary {
  return {
    title: post.title,
    description: post.description,
    path: post.path,
    date: post.date,
    dateLabel: dayLabel(post.date),
    readingLabel: fill(copy.blog.readingTime, { minutes: post.readingMinutes }),
    tags: [...post.tags],
    language: textLanguage(post.untranslated, __SITE_LANGUAGES__),
  };
}
