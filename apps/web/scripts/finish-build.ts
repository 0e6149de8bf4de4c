// The last step of `react-router build`, run from React Router's `buildEnd` hook
// (react-router.config.ts) once every page is prerendered: the bootstrap evaluates one chunk per
// task (split-module-evaluation.ts, dependencies read from Vite's build manifest), the framework's
// inline scripts move into files (externalize-inline-scripts.ts), each page carries its Content-Security-Policy
// as a <meta> ahead of every script (policy-meta.ts), no SPA fallback (unknown paths get the
// prerendered 404 page), the sharing card on SITE_URL, and every text asset precompressed.
// robots.txt and sitemap.xml are prerendered resource routes (app/routes/robots-txt.ts,
// sitemap-xml.ts). Why the rewrites stay: docs/decisions/0009-build-through-framework-doors.md.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { identity } from '@portfolio/content/identity';
import { projects } from '@portfolio/content/projects';
import { projectSlug } from '@portfolio/content/schema/project-slug';
import { ogImage, postOgImagePath, projectOgImagePath } from '../app/lib/og-image.ts';
import { notFoundPath, pathsOf, posts } from '@portfolio/content/schema/site-pages';
import { loadWebEnv } from '../env.ts';
import { inlineScriptHashes } from '../server/inline-script-hashes.ts';
import { contentSecurityPolicy, needsWebAssembly } from '../server/security-headers.ts';
import { headersFile, staticHostRules, vercelJson } from '../server/static-host-headers.ts';
import { externalizeInlineScripts } from './externalize-inline-scripts.ts';
import { checkoutRoot, writeBuildStamp } from './build-stamp.ts';
import { FrameworkOutputChanged } from './framework-output.ts';
import { renderOgImage, renderPostOgImage, renderProjectOgImage } from './og-image.tsx';
import { addPolicyMeta } from './policy-meta.ts';
import { sampleLeftovers, sampleWarning } from './sample-warning.ts';
import { writeSearchIndex } from './search-index.ts';
import { compressibleExtensions, precompress } from './precompress.ts';
import {
  hoistBasenameFolder,
  moveNotFoundPage,
  notFoundFile,
  writeHostMarkers,
} from './static-host-layout.ts';
import { chunkImportsFromManifest, splitModuleEvaluation } from './split-module-evaluation.ts';
import { startAfterFirstPaint, takeModulePreloads } from './start-after-first-paint.ts';
import type { ViteManifestChunk } from './split-module-evaluation.ts';

const walk = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

const bootstrapModule = /(<script[^>]*\stype="module"[^>]*>)([\s\S]*?)(<\/script>)/g;

/** Vite's build manifest, kept by `build.manifest` (vite.config.ts) for this step, then removed from what is published. */
function readViteManifest(clientDir: string): Record<string, ViteManifestChunk> {
  const path = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(path))
    throw new FrameworkOutputChanged('finish-build', `no Vite build manifest at ${path}`);
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ViteManifestChunk>;
  rmSync(join(clientDir, '.vite'), { recursive: true, force: true });
  return manifest;
}

export async function finishBuild({
  clientDir,
  base,
  basename,
}: {
  clientDir: string;
  /** Vite's `base`: where the assets are served. */
  base: string;
  /** React Router's `basename`: where the pages are served (the same path, vite.config.ts). */
  basename: string;
}) {
  const env = loadWebEnv();
  if (base !== basename)
    throw new Error(
      `finish-build: Vite's base ${base} and React Router's basename ${basename} differ.`,
    );
  const importsOf = chunkImportsFromManifest(readViteManifest(clientDir), base);
  rmSync(join(clientDir, '__spa-fallback.html'), { force: true });
  hoistBasenameFolder(clientDir, basename);
  moveNotFoundPage(clientDir, notFoundPath);
  writeHostMarkers(clientDir);

  const pages = walk(clientDir).filter((path) => path.endsWith('.html'));
  let scripts = 0;
  const policies = new Map<string, string>();
  for (const page of pages) {
    const where = relative(clientDir, page);
    const source = readFileSync(page, 'utf8');
    if (source.match(bootstrapModule) === null)
      throw new FrameworkOutputChanged(
        'finish-build',
        'no inline module script (the bootstrap)',
        where,
      );
    const { html: withoutPreloads, preloads } = takeModulePreloads(source, where);
    const split = withoutPreloads.replace(
      bootstrapModule,
      (_whole, open: string, body: string, close: string) =>
        open + startAfterFirstPaint(splitModuleEvaluation(body, importsOf), preloads) + close,
    );
    const { html, files } = externalizeInlineScripts(split, 'assets', where, base);
    for (const [path, body] of files) writeFileSync(join(clientDir, path), body);
    scripts += files.size;
    const policy = {
      apiOrigin: env.CONTACT_ENDPOINT,
      scriptHashes: inlineScriptHashes(html),
      webAssembly: needsWebAssembly(html),
    };
    writeFileSync(page, addPolicyMeta(html, contentSecurityPolicy(policy, 'meta'), where));
    policies.set(where.split(sep).join('/'), contentSecurityPolicy(policy));
  }

  writeFileSync(join(clientDir, ogImage.path), await renderOgImage(identity, env.SITE_URL));
  // Each project page's own card: its title over its cover, drawn from content/assets.
  if (pathsOf('project').length > 0)
    for (const project of projects) {
      const card = join(clientDir, projectOgImagePath(projectSlug(project)));
      mkdirSync(dirname(card), { recursive: true });
      const cover = fileURLToPath(new URL(`../../../content/${project.image}`, import.meta.url));
      writeFileSync(card, await renderProjectOgImage(project, cover, identity, env.SITE_URL));
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
      await renderPostOgImage({ title: post.title, coverFile }, identity, env.SITE_URL),
    );
  }
  const search = await writeSearchIndex(clientDir);

  const compressible = walk(clientDir).filter((path) => compressibleExtensions.test(path));
  for (const path of compressible) precompress(path);

  // Written after precompressing: the hosts read these files, no browser ever asks for them.
  const rules = staticHostRules(base, policies);
  writeFileSync(join(clientDir, '_headers'), headersFile(rules));
  writeFileSync(join(clientDir, 'vercel.json'), vercelJson(rules));
  // `npm start` skips the build while this still matches (scripts/start.ts).
  writeBuildStamp(checkoutRoot, env);

  console.log(
    `finish-build: ${pages.length} pages (${notFoundFile} for unknown paths) under ${base}, ${scripts} inline scripts moved into files, ${compressible.length} files precompressed in ${relative(process.cwd(), clientDir)}; ${search.pages} pages in the search index; sharing card for ${env.SITE_URL}`,
  );
  const leftovers = sampleLeftovers(env.SITE_URL);
  if (leftovers.length > 0) console.warn(sampleWarning(env.SITE_URL, leftovers));
}
