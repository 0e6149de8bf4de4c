// After `react-router build`: the bootstrap evaluates one chunk per task
// (split-module-evaluation.ts), no inline scripts left in the HTML, the stylesheet and LCP image
// first in the <head>, no SPA fallback (unknown paths get the prerendered 404 page), the sharing
// card on SITE_URL, and every text asset precompressed. robots.txt and sitemap.xml are
// prerendered resource routes (app/routes/robots-txt.ts, sitemap-xml.ts).
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { identity } from '@portfolio/content/identity';
import { ogImage } from '../app/lib/og-image.ts';
import { loadWebEnv } from '../env.ts';
import { externalizeInlineScripts } from './externalize-inline-scripts.ts';
import { FrameworkOutputChanged } from './framework-output.ts';
import { hoistCriticalLinks } from './hoist-critical-links.ts';
import { renderOgImage } from './og-image.tsx';
import { compressibleExtensions, precompress } from './precompress.ts';
import { splitModuleEvaluation } from './split-module-evaluation.ts';

const clientDir = fileURLToPath(new URL('../build/client/', import.meta.url));

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

rmSync(join(clientDir, '__spa-fallback.html'), { force: true });

const readChunk = (path: string) => {
  try {
    return readFileSync(join(clientDir, path), 'utf8');
  } catch {
    return undefined;
  }
};
const bootstrapModule = /(<script[^>]*\stype="module"[^>]*>)([\s\S]*?)(<\/script>)/g;

let scripts = 0;
for (const page of walk(clientDir).filter((path) => path.endsWith('.html'))) {
  const where = relative(clientDir, page);
  const source = readFileSync(page, 'utf8');
  if (source.match(bootstrapModule) === null)
    throw new FrameworkOutputChanged('postbuild', 'no inline module script (the bootstrap)', where);
  const prerendered = source.replace(
    bootstrapModule,
    (_whole, open: string, body: string, close: string) =>
      open + splitModuleEvaluation(body, readChunk) + close,
  );
  const { html, files } = externalizeInlineScripts(prerendered, 'assets', where);
  for (const [path, body] of files) writeFileSync(join(clientDir, path), body);
  writeFileSync(page, hoistCriticalLinks(html, where));
  scripts += files.size;
}

const { SITE_URL } = loadWebEnv();
writeFileSync(join(clientDir, ogImage.path), await renderOgImage(identity, SITE_URL));

const compressible = walk(clientDir).filter((path) => compressibleExtensions.test(path));
for (const path of compressible) precompress(path);

console.log(
  `postbuild: ${scripts} inline scripts externalized, ${compressible.length} files precompressed in ${relative(process.cwd(), clientDir)}; sharing card for ${SITE_URL}`,
);
