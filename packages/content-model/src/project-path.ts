// A project's own page on the site, /projects/<slug>. Kept free of Node APIs: the browser code
// imports it.
import { projectSlug } from './project-slug.ts';

export function projectPath(project: { slug?: string | undefined; title: string }): string {
  return `/projects/${projectSlug(project)}`;
}
