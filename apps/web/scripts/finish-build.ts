// The last step of `react-router build`, run from React Router's `buildEnd` hook
// (react-router.config.ts) once every page is prerendered: what the browser never reads goes (the
// router's data files and manifest, the route modules, no page loads them:
// docs/decisions/0026-html-pages-with-react-islands.md), each page carries its
// Content-Security-Policy in the static hosts' header files, as root.tsx writes it in a <meta>
// (unknown paths get the prerendered 404 page), the sharing card on SITE_URL, and every text asset
// precompressed. A translation's build is finished the same way, then put in place under its path
// by scripts/build-site.ts, which also writes the build stamp. robots.txt and sitemap.xml are prerendered resource routes
// (app/routes/robots-txt.ts, sitemap-xml.ts).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectSlug } from '@portfolio/content-model/project-slug';
import { ogImage, postOgImagePath, projectOgImagePath } from '../app/lib/og-image.ts';
import { notFoundPath, pathsOf, posts } from '@portfolio/content-model/site-pages';
import { loadWebEnv } from '../env.ts';
import { inlineScriptHashes } from '../server/inline-script-hashes.ts';
import { webmentionLinkHeader } from '../server/webmention-header.ts';
import { contentSecurityPolicy, needsWebAssembly } from '../server/security-headers.ts';
import type { VisitCounter } from '../app/lib/visit-counter.ts';
import {
  headersFile,
  notFoundRedirects,
  staticHostRules,
  vercelJson,
} from '../server/static-host-headers.ts';
import { buildTarget, defaultLanguage } from './site-languages.ts';
import { translatedContent } from './translated-content.ts';
import { siteScriptEntry } from './site-script-plugin.ts';
import { renderOgImage, renderPostOgImage, renderProjectOgImage } from './og-image.tsx';
import { sampleLeftovers, sampleWarning } from './sample-warning.ts';
import { writeSearchIndex } from './search-index.ts';
import { compressibleExtensions, precompress } from './precompress.ts';
import {
  hoistBasenameFolder,
  moveNotFoundPage,
  notFoundFile,
  writeHostMarkers,
} from './static-host-layout.ts';
import { islandFiles, islandsImportedBySiteScript } from './island-files.ts';
import { filesReachedFrom, keyOfModule, staticFiles } from './reachable-files.ts';
import type { ViteManifestChunk } from './reachable-files.ts';

const walk = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

/** Vite's build manifest, kept by `build.manifest` (vite.config.ts) for this step, then removed from what is published. */
function readViteManifest(clientDir: string): Record<string, ViteManifestChunk> {
  const path = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`finish-build: no Vite build manifest at ${path}`);
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ViteManifestChunk>;
  rmSync(join(clientDir, '.vite'), { recursive: true, force: true });
  return manifest;
}

/** Beside what is published: the files the site script and each island fetch, for `npm run budget`. */
export const scriptFilesFile = 'script-files.json';

function writeScriptFiles(clientDir: string, manifest: Record<string, ViteManifestChunk>): void {
  const islands = Object.fromEntries(
    [...islandFiles()].map(([name, src]) => [
      name,
      staticFiles(manifest, [keyOfModule(manifest, src)]),
    ]),
  );
  // The first-party visit counter, when the build has one (VISITS): fetched after the first
  // paint without any interaction, so counted with the site script by the budget.
  const counter = Object.values(manifest).some((chunk) => chunk.name === 'count-visit')
    ? staticFiles(manifest, [keyOfModule(manifest, 'app/lib/count-visit.ts')])
    : [];
  const files = {
    siteScript: staticFiles(manifest, [siteScriptEntry]),
    visitCounter: counter,
    // React, the islands' runtime and where each island's code is: what waking any island fetches.
    islandRuntime: staticFiles(manifest, [
      keyOfModule(manifest, 'app/islands/island-runtime.ts'),
      keyOfModule(manifest, 'app/islands/island-code.ts'),
    ]),
    islands,
  };
  writeFileSync(join(clientDir, '..', scriptFilesFile), `${JSON.stringify(files, null, 2)}\n`);
}

/**
 * Each page's Content-Security-Policy (as root.tsx writes it in a <meta>) in the static hosts'
 * header files, for every page under clientDir: a translation's pages too, once they are in place
 * (scripts/build-site.ts). Gives the number of pages.
 */
export function writeHostRules(
  clientDir: string,
  base: string,
  apiOrigin: string,
  counter?: VisitCounter,
): number {
  const pages = walk(clientDir).filter((path) => path.endsWith('.html'));
  const policies = new Map<string, string>();
  const links = new Map<string, string>();
  for (const page of pages) {
    const where = relative(clientDir, page);
    const html = readFileSync(page, 'utf8');
    const policy = {
      apiOrigin,
      ...(counter ? { counter } : {}),
      scriptHashes: inlineScriptHashes(html),
      webAssembly: needsWebAssembly(html),
    };
    policies.set(where.split(sep).join('/'), contentSecurityPolicy(policy));
    const link = webmentionLinkHeader(html);
    if (link !== undefined) links.set(where.split(sep).join('/'), link);
  }
  const rules = staticHostRules(base, policies, links);
  writeFileSync(join(clientDir, '_headers'), headersFile(rules));
  writeFileSync(join(clientDir, 'vercel.json'), vercelJson(rules));
  // Each further language's folder (content/locales/) has its own 404 page.
  const languages = readdirSync(clientDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(clientDir, entry.name, '404.html')))
    .map((entry) => entry.name)
    .sort();
  if (languages.length > 0)
    writeFileSync(join(clientDir, '_redirects'), notFoundRedirects(base, languages));
  return pages.length;
}

export async function finishBuild({
  clientDir,
  base,
  basename,
}: {
  clientDir: string;
  /** Vite's `base`: where the assets are served (BASE_PATH, for every language). */
  base: string;
  /** React Router's `basename`: where the pages are served (a translation's under its path). */
  basename: string;
}) {
  const env = loadWebEnv();
  if (!basename.startsWith(base))
    throw new Error(
      `finish-build: React Router's basename ${basename} is not under Vite's base ${base}.`,
    );
  const manifest = readViteManifest(clientDir);
  // An island the site script imports statically would be fetched, with React, by every page
  // before its first paint. The route modules import every island statically by design (they
  // prerender them), so Rolldown's own warning for that case cannot tell this one apart.
  const eager = islandsImportedBySiteScript(manifest, siteScriptEntry);
  if (eager.length > 0)
    throw new Error(
      `finish-build: the site script (${siteScriptEntry}) imports the island ${eager.join(', ')} statically: every page would fetch it and React before its first paint. Wake it with wakeIsland (app/islands/wake-island.ts) instead.`,
    );
  writeScriptFiles(clientDir, manifest);
  const kept = filesReachedFrom(manifest, siteScriptEntry);
  // Built by React Router for a client router the pages do not load: the route modules and what
  // only they import, its manifest, and each page's data file.
  let removed = 0;
  for (const file of walk(clientDir)) {
    const path = relative(clientDir, file).split(sep).join('/');
    if (
      (path.startsWith('assets/') && path.endsWith('.js') && !kept.has(path)) ||
      path.endsWith('.data')
    ) {
      rmSync(file);
      removed += 1;
    }
  }
  hoistBasenameFolder(clientDir, basename);
  moveNotFoundPage(clientDir, notFoundPath);
  writeHostMarkers(clientDir);

  const target = buildTarget(env);
  const siteUrl = target.siteUrl;
  // The cards speak the build's language: its translation of the owner's words.
  const { lang, dir } = defaultLanguage();
  const { identity, projects } = await translatedContent(target.language, { lang, dir });
  writeFileSync(join(clientDir, ogImage.path), await renderOgImage(identity, siteUrl));
  // Each project page's own card: its title over its cover, drawn from content/assets.
  if (pathsOf('project').length > 0)
    for (const project of projects) {
      const card = join(clientDir, projectOgImagePath(projectSlug(project)));
      mkdirSync(dirname(card), { recursive: true });
      const cover = fileURLToPath(new URL(`../../../content/${project.image}`, import.meta.url));
      writeFileSync(card, await renderProjectOgImage(project, cover, identity, siteUrl));
    }

  // Each post's own card: its title over its cover, or over the site's look.
  for (const post of posts) {
    const card = join(clientDir, postOgImagePath(post.slug));
    mkdirSync(dirname(card), { recursive: true });
    const coverFile =
      post.cover === undefined
        ? undefined
        : fileURLToPath(new URL(`../../../content/${post.cover}`, import.meta.url));
    writeFileSync(
      card,
      await renderPostOgImage({ title: post.title, coverFile }, identity, siteUrl),
    );
  }
  const search = await writeSearchIndex(clientDir);

  const compressible = walk(clientDir).filter((path) => compressibleExtensions.test(path));
  for (const path of compressible) precompress(path);

  // Written after precompressing: the hosts read these files, no browser ever asks for them.
  const pages = writeHostRules(clientDir, basename, env.CONTACT_ENDPOINT, env.VISIT_COUNTER);

  console.log(
    `finish-build: ${pages} pages (${notFoundFile} for unknown paths) under ${basename}, ${removed} files no page reads removed, ${compressible.length} files precompressed in ${relative(process.cwd(), clientDir)}; ${search.pages} pages in the search index; sharing card for ${siteUrl}`,
  );
  const leftovers = sampleLeftovers(env.SITE_URL);
  if (leftovers.length > 0) console.warn(sampleWarning(env.SITE_URL, leftovers));
}
