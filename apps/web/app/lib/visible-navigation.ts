import { blogNavigationPath } from '@portfolio/content-model/blog-paths';

/** The navigation's entries a visitor sees: the blog's only while it has a post to show. */
export function visibleNavigation<Entry extends { id: string }>(
  entries: readonly Entry[],
  hasBlog: boolean,
): Entry[] {
  return entries.filter((entry) => hasBlog || entry.id !== blogNavigationPath);
}
