// The island files of the web app (`<name>.island.tsx` under app/, app/islands/island-name.ts),
// found on disk as the app's import.meta.glob finds them in the build, for what the build does
// beside the bundler: the budget's list of what each island fetches, and the check that the site
// script imports none of them statically (scripts/finish-build.ts).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { islandsByName } from '../app/islands/island-name.ts';
import { staticFiles } from './reachable-files.ts';
import type { ViteManifestChunk } from './reachable-files.ts';

const appDir = fileURLToPath(new URL('../app/', import.meta.url));

/** Each island's name and its file, relative to apps/web (`app/…/<name>.island.tsx`). */
export function islandFiles(dir: string = appDir): Map<string, string> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('.island.tsx'))
    .sort();
  return islandsByName(Object.fromEntries(files.map((file) => [file, `app/${file}`])));
}

/** The islands whose code the site script loads at once: it should load none. */
export function islandsImportedBySiteScript(
  manifest: Record<string, ViteManifestChunk>,
  entry: string,
): string[] {
  const atOnce = new Set(staticFiles(manifest, [entry]));
  return Object.entries(manifest)
    .filter(([key, chunk]) => key.endsWith('.island.tsx') || chunk.name?.endsWith('.island'))
    .filter(([, chunk]) => atOnce.has(chunk.file))
    .map(([key, chunk]) => chunk.name ?? key);
}
