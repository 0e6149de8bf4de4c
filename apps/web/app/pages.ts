// The site's pages are the navigation's entries (content/navigation.ts): that list exists once,
// and the routes, the prerendered paths, the sitemap, the test shell, the audit, the screenshots
// and the end-to-end suites all derive from it. Each page's route module is named after its
// path: '/' is routes/home.tsx, '/about' is routes/about.tsx.
import { navigation } from '@portfolio/content/navigation';
import { projects } from '@portfolio/content/projects';
import { projectPath } from './lib/project-path.ts';
import { contactResultPagePaths } from '@portfolio/contract/contact-form-results';

/** Every page, in navigation order. */
export const pagePaths: readonly string[] = navigation.map((entry) => entry.id);

/** The résumé page, linked from Home and the footer (not a navbar entry), and its JSON Resume file. */
export const resumePath = '/resume';
export const resumeJsonPath = '/resume.json';

/** A page per project, in content order, when the site has its Projects page. */
export const projectPaths: readonly string[] = pagePaths.includes('/projects')
  ? projects.map(projectPath)
  : [];

/** Every page a visitor can read: the navigation's, the résumé, the projects'. In the sitemap. */
export const readablePaths: readonly string[] = [...pagePaths, resumePath, ...projectPaths];

/** Where the 404 page is prerendered; the site server answers unknown paths with it. */
export const notFoundPath = '/404';

/** The route module, relative to app/, that renders the page at `path`. */
export function routeModuleFor(path: string): string {
  return `routes/${path === '/' ? 'home' : path.slice(1)}.tsx`;
}

/** The pages a form posted without JavaScript lands on, when the site has its contact page. */
export const contactResultRoutePaths: readonly string[] = pagePaths.includes('/contact')
  ? contactResultPagePaths().map((path) => `/${path}`)
  : [];
