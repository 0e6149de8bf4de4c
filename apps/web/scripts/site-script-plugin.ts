// Vite plugin: `import { siteScript, siteScriptImports } from 'virtual:site-script'` gives the
// prerender the built URL of the one script every page loads (app/entry.client.ts: the small
// behaviours, and the islands' loader, which fetches React only for a page's islands), and of the
// chunks it imports. React Router builds that entry with the
// client (its `entry.client`) before it prerenders; Vite's build manifest, the documented way for a
// server to find an entry's file (vite.dev/guide/backend-integration), names it. A build whose
// manifest lacks it stops here, named, rather than writing pages with no script.
// docs/decisions/0026-html-pages-with-react-islands.md
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { staticFiles } from './reachable-files.ts';
import type { ViteManifestChunk } from './reachable-files.ts';

const virtualId = 'virtual:site-script';
const resolvedId = `\0${virtualId}`;
/** The entry, relative to the Vite root (apps/web). */
export const siteScriptEntry = 'app/entry.client.ts';

/** The built file of `entry` in a Vite build manifest, or an error that says what is missing. */
export function siteScriptFile(manifest: Record<string, ViteManifestChunk>, entry: string): string {
  const chunk = manifest[entry];
  if (chunk?.isEntry !== true)
    throw new Error(
      `site-script: the client build's manifest has no entry for ${entry}; the pages would load no script.`,
    );
  return chunk.file;
}

export function siteScriptPlugin(): Plugin {
  return {
    name: 'portfolio:site-script',
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      const config = this.environment.config;
      const base = config.base;
      // The dev server serves the entry from source.
      if (config.command === 'serve')
        return `export const siteScript = ${JSON.stringify(`${base}${siteScriptEntry}`)};\nexport const siteScriptImports = [];`;
      // The client build holds React Router's copy of the root route too; nothing loads it, as no
      // page links the route modules. Its script address is the prerender's to know.
      if (this.environment.name === 'client')
        return 'export const siteScript = "";\nexport const siteScriptImports = [];';
      const client = config.environments.client;
      if (client === undefined) throw new Error('site-script: no client environment');
      const manifestPath = path.resolve(config.root, client.build.outDir, '.vite/manifest.json');
      if (!existsSync(manifestPath))
        throw new Error(`site-script: no client build manifest at ${manifestPath}`);
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
        string,
        ViteManifestChunk
      >;
      const file = siteScriptFile(manifest, siteScriptEntry);
      // The chunks it imports, which the page asks for beside it (modulepreload, as Vite's guide
      // to backend integration does) rather than one import level after another.
      const imports = staticFiles(manifest, [siteScriptEntry])
        .filter((chunk) => chunk !== file)
        .map((chunk) => `${base}${chunk}`);
      return `export const siteScript = ${JSON.stringify(`${base}${file}`)};\nexport const siteScriptImports = ${JSON.stringify(imports)};`;
    },
  };
}
