import { navigation } from '@portfolio/content/navigation';

/** The navigation's name for a page, as content/navigation.ts spells it. */
export function titleOf(path: string): string {
  const entry = navigation.find((item) => item.id === path);
  if (entry === undefined) throw new Error(`content/navigation.ts has no entry for ${path}`);
  return entry.title;
}
