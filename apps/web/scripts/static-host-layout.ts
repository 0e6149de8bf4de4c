// The client build laid out as every static host expects it: the folder is published as the site
// (at the domain's root or at the base path), pages are `<path>/index.html` inside it, and the
// page for unknown paths is a top-level `404.html` (the name GitHub Pages, Netlify, Cloudflare
// Pages and Vercel look for). `.nojekyll` keeps GitHub Pages from running Jekyll over it.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  rmdirSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

/** The top-level file every static host answers unknown paths with. */
export const notFoundFile = '404.html';

/**
 * React Router writes prerendered files under `<client>/<basename>/` while Vite writes assets to
 * `<client>/assets/` and gives them URLs under its `base`: published as is, the pages would sit at
 * `/portfolio/portfolio/`. The pages move up so that the folder is the site, served at the base.
 */
export function hoistBasenameFolder(clientDir: string, basename: string): void {
  const segments = basename.split('/').filter(Boolean);
  if (segments.length === 0) return;
  const nested = join(clientDir, ...segments);
  if (!existsSync(nested)) {
    // A React Router that writes the pages at the root already needs nothing moved.
    if (existsSync(join(clientDir, 'index.html'))) return;
    throw new Error(
      `static-host-layout: no prerendered index.html under ${nested} (basename ${basename}) or ${clientDir}`,
    );
  }
  for (const entry of readdirSync(nested)) {
    const target = join(clientDir, entry);
    if (existsSync(target))
      throw new Error(
        `static-host-layout: ${entry} is both a prerendered path under ${basename} and a build file; rename the page.`,
      );
    renameSync(join(nested, entry), target);
  }
  // Only the folders of the base path itself are left, now empty (rmdirSync refuses any other).
  for (let depth = segments.length; depth > 0; depth--)
    rmdirSync(join(clientDir, ...segments.slice(0, depth)));
}

/**
 * The prerendered 404 page (`<client>/404/index.html`) becomes `<client>/404.html`, so no host
 * serves it at `/404/` with status 200.
 */
export function moveNotFoundPage(clientDir: string, notFoundPath: string): void {
  const prerendered = join(clientDir, notFoundPath, 'index.html');
  if (!existsSync(prerendered))
    throw new Error(`static-host-layout: the 404 page was not prerendered at ${prerendered}.`);
  renameSync(prerendered, join(clientDir, notFoundFile));
  rmSync(dirname(prerendered), { recursive: true });
}

/** Files some hosts need beside the site: `.nojekyll`, so GitHub Pages serves the folder as is. */
export function writeHostMarkers(clientDir: string): void {
  mkdirSync(clientDir, { recursive: true });
  writeFileSync(join(clientDir, '.nojekyll'), '');
}
