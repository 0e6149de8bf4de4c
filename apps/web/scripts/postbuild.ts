// After `react-router build`: no inline scripts left in the HTML, no SPA fallback (unknown paths
// get the prerendered 404 page), and every text asset precompressed for the static server.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { externalizeInlineScripts } from './externalize-inline-scripts.ts';
import { compressibleExtensions, precompress } from './precompress.ts';

const clientDir = fileURLToPath(new URL('../build/client/', import.meta.url));

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

rmSync(join(clientDir, '__spa-fallback.html'), { force: true });

let scripts = 0;
for (const page of walk(clientDir).filter((path) => path.endsWith('.html'))) {
  const { html, files } = externalizeInlineScripts(readFileSync(page, 'utf8'));
  for (const [path, body] of files) writeFileSync(join(clientDir, path), body);
  writeFileSync(page, html);
  scripts += files.size;
}

const compressible = walk(clientDir).filter((path) => compressibleExtensions.test(path));
for (const path of compressible) precompress(path);

console.log(
  `postbuild: ${scripts} inline scripts externalized, ${compressible.length} files precompressed in ${relative(process.cwd(), clientDir)}`,
);
