import { projectSlug } from '@portfolio/content/schema/project-slug';

/** A project's own page, /projects/<slug>. */
export function projectPath(project: { slug?: string | undefined; title: string }): string {
  return `/projects/${projectSlug(project)}`;
}
