// A project's address on the site, /projects/<slug>: the owner's `slug`, else one made from the
// title. Kept free of Node APIs: the browser code imports it.

/** Lowercase letters and digits in runs joined by single hyphens: safe in any URL and file name. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Café Órbita & Co." → "cafe-orbita-co"; empty when the title has no Latin letter or digit. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function projectSlug(project: { slug?: string | undefined; title: string }): string {
  return project.slug ?? slugFromTitle(project.title);
}
