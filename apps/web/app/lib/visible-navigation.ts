import { blogNavigationPath } from '@portfolio/content-model/blog-paths';

/**
 * The navigation's entries a visitor sees: the blog's only while it has a post to show, and none
 * for a page the language omits (a page of the owner's it has not translated).
 */
export function visibleNavigation<Entry extends { id: string }>(
  entries: readonly Entry[],
  hasBlog: boolean,
  omitted: readonly string[] = [],
): Entry[] {
  return entries.filter(
    (entry) => (hasBlog || entry.id !== blogNavigationPath) && !omitted.includes(entry.id),
  );
}
