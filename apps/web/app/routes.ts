import { existsSync } from 'node:fs';
import { index, route } from '@react-router/dev/routes';
import type { RouteConfig } from '@react-router/dev/routes';
import {
  contactResultRoutePaths,
  pagePaths,
  projectPaths,
  resumeJsonPath,
  resumePath,
  routeModuleFor,
} from './pages.ts';

function page(path: string) {
  const module = routeModuleFor(path);
  if (!existsSync(new URL(module, import.meta.url)))
    throw new Error(
      `content/navigation.ts lists the page ${path}, but there is no apps/web/app/${module} to render it.`,
    );
  return path === '/' ? index(module) : route(path.slice(1), module);
}

export default [
  ...pagePaths.map(page),
  route(resumePath.slice(1), 'routes/resume.tsx'),
  route(resumeJsonPath.slice(1), 'routes/resume-json.ts'),
  // A route per project rather than one with a parameter: an address no project has then matches
  // only the catch-all below, in the browser as on the server, and gets the 404 page.
  ...projectPaths.map((path) =>
    route(path.slice(1), 'routes/project.tsx', { id: `project${path}` }),
  ),
  // Where a form posted without JavaScript lands: one module, a route (and a page) per outcome.
  ...contactResultRoutePaths.map((path) =>
    route(path.slice(1), 'routes/contact-result.tsx', { id: `contact-result${path}` }),
  ),
  // Prerendered resource routes: files generated from the same content and SITE_URL.
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
