import { copy } from '@portfolio/content/copy';
import { identity } from '@portfolio/content/identity';
import { navigation } from '@portfolio/content/navigation';

/** The navigation's name for a page, as content/navigation.ts spells it. */
export function titleOf(path: string): string {
  const entry = navigation.find((item) => item.id === path);
  if (entry === undefined) throw new Error(`content/navigation.ts has no entry for ${path}`);
  return entry.title;
}

/** The accessible name of the logo link: the owner's name, then the home suffix. */
export const homeLinkName = `${identity.fullName} ${copy.navigation.homeSuffix}`;
