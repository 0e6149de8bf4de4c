// The pages the owner's site has: the built-in pages of the one page model
// (packages/content-model/src/site-pages.ts), the entries of content/navigation.ts. Home, Projects and Contact
// are always there (the content check requires them); About and Expertise may be left out.
import { copy } from '@portfolio/content/copy';
import { fill } from '@portfolio/content-model/fill';
import { markdownPages, sitePages as pageModel } from '@portfolio/content-model/site-pages';

/** The navigation's pages, in its order. */
export const sitePages: readonly string[] = pageModel
  .filter((page) => page.navigationTitle !== undefined)
  .map((page) => page.path);

export function hasPage(path: string): boolean {
  return sitePages.includes(path);
}

const headings: Readonly<Record<string, string>> = {
  '/': fill(copy.home.greeting),
  '/about': fill(copy.about.heading),
  '/skills': fill(copy.skills.heading),
  '/projects': fill(copy.projects.heading),
  '/contact': fill(copy.contact.heading),
  '/blog': copy.blog.heading,
  ...Object.fromEntries(markdownPages.map((own) => [own.path, own.title])),
};

/** A page's main heading, as content/copy.ts words it. */
export function headingOf(path: string): string {
  const heading = headings[path];
  if (heading === undefined) throw new Error(`no page at ${path}`);
  return heading;
}

/** The pages the site can be without, and which this one has left out. */
export const leftOutPages: readonly string[] = ['/about', '/skills'].filter(
  (path) => !hasPage(path),
);

/** A long page to scroll and leave: About where the site has it, else Projects. */
export const longPage = hasPage('/about') ? '/about' : '/projects';
