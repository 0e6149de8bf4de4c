// Series: posts whose front matter names one `series` are its parts, read in `seriesOrder` (then by
// date). Each series has its page, /blog/series/<slug>, its slug from its name in the default
// language so that every language's page has the same address.
import { seriesPath } from './blog-paths.ts';
import type { Post } from './posts.ts';

export interface Series<P> {
  slug: string;
  /** Its name as the first part (in order) gives it. */
  name: string;
  path: string;
  /** In reading order. */
  parts: P[];
}

type Part = Pick<Post, 'series' | 'seriesSlug' | 'seriesOrder'> &
  Partial<Pick<Post, 'date' | 'title'>>;

const inReadingOrder = (a: Part, b: Part): number =>
  (a.seriesOrder ?? Number.MAX_SAFE_INTEGER) - (b.seriesOrder ?? Number.MAX_SAFE_INTEGER) ||
  (a.date ?? '').localeCompare(b.date ?? '') ||
  (a.title ?? '').localeCompare(b.title ?? '');

/** Every series the posts make, by name. */
export function seriesOf<P extends Part>(posts: readonly P[]): Series<P>[] {
  const bySlug = new Map<string, P[]>();
  for (const post of posts)
    if (post.seriesSlug !== undefined)
      bySlug.set(post.seriesSlug, [...(bySlug.get(post.seriesSlug) ?? []), post]);
  return [...bySlug.entries()]
    .map(([slug, parts]) => {
      const ordered = [...parts].sort(inReadingOrder);
      return { slug, name: ordered[0]?.series ?? slug, path: seriesPath(slug), parts: ordered };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The series a post is a part of, and its place in it (1-based). */
export function seriesOfPost<P extends Part & Pick<Post, 'path'>>(
  post: Pick<Post, 'path' | 'seriesSlug'>,
  posts: readonly P[],
): { series: Series<P>; part: number } | undefined {
  if (post.seriesSlug === undefined) return undefined;
  const series = seriesOf(posts).find((candidate) => candidate.slug === post.seriesSlug);
  const part = series?.parts.findIndex((candidate) => candidate.path === post.path) ?? -1;
  return series === undefined || part === -1 ? undefined : { series, part: part + 1 };
}

/** Two parts of one series at the same place, or one series under two spellings. */
export function seriesProblems(posts: readonly (Part & Pick<Post, 'file'>)[]): string[] {
  const problems: string[] = [];
  for (const series of seriesOf(posts)) {
    const names = new Set(series.parts.map((part) => part.series));
    if (names.size > 1)
      problems.push(
        `${series.parts.map((part) => part.file).join(', ')}: series: one series is named ${[...names].map((name) => `"${String(name)}"`).join(' and ')}; write it the same way in each part`,
      );
    const places = new Map<number, string>();
    for (const part of series.parts) {
      if (part.seriesOrder === undefined) continue;
      const other = places.get(part.seriesOrder);
      if (other !== undefined)
        problems.push(
          `${part.file}: seriesOrder: ${String(part.seriesOrder)} is ${other}'s place in "${series.name}" already`,
        );
      else places.set(part.seriesOrder, part.file);
    }
  }
  return problems;
}
