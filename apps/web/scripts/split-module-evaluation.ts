// React Router's bootstrap module statically imports the root and page modules, so the browser
// evaluates React, React DOM, the router and the page's code in one task: about 120 ms on a phone
// with a 4× slower CPU, which is most of the page's Total Blocking Time. This rewrites the bootstrap
// to import the same chunks one at a time, dependencies first, yielding to the browser between
// them. Nothing else changes: the files were already preloaded, the order of evaluation is the one
// the module graph gives (read from Vite's build manifest, never from minified code), and
// hydration still starts last.

import { FrameworkOutputChanged } from './framework-output.ts';

const namespaceImport = /^\s*import\s+\*\s+as\s+([\w$]+)\s+from\s+"([^"]+)";?\s*$/gm;

/** One entry of Vite's `.vite/manifest.json` (only what this step reads). */
export interface ViteManifestChunk {
  file: string;
  imports?: string[];
}

/** Static imports of each emitted chunk, by its public URL (`${base}assets/x.js`), from Vite's manifest. */
export function chunkImportsFromManifest(
  manifest: Record<string, ViteManifestChunk>,
  base: string,
): (url: string) => string[] | undefined {
  const byUrl = new Map<string, string[]>();
  for (const chunk of Object.values(manifest))
    byUrl.set(
      base + chunk.file,
      (chunk.imports ?? []).flatMap((key) => {
        const imported = manifest[key];
        return imported === undefined ? [] : [base + imported.file];
      }),
    );
  return (url) => byUrl.get(url);
}

export function splitModuleEvaluation(
  bootstrap: string,
  importsOf: (url: string) => readonly string[] | undefined,
): string {
  const namespaces = [...bootstrap.matchAll(namespaceImport)].map(([, name, path]) => ({
    name: name ?? '',
    path: path ?? '',
  }));
  if (namespaces.length === 0)
    throw new FrameworkOutputChanged(
      'split-module-evaluation',
      'the bootstrap module has no `import * as routeN from "…"` line',
    );

  // Depth-first, dependencies before dependents, in the order the bootstrap names the modules.
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (path: string, isRoute: boolean) => {
    if (seen.has(path)) return;
    seen.add(path);
    const dependencies = importsOf(path);
    if (dependencies === undefined && isRoute)
      throw new FrameworkOutputChanged(
        'split-module-evaluation',
        `the route module ${path} is not in Vite's build manifest`,
      );
    for (const dependency of dependencies ?? []) visit(dependency, false);
    ordered.push(path);
  };
  for (const { path } of namespaces) visit(path, true);

  const names = new Map(namespaces.map(({ name, path }) => [path, name]));
  const steps = ordered.map((path) => {
    const name = names.get(path);
    const load = `await import(${JSON.stringify(path)});`;
    return `${name === undefined ? load : `const ${name} = ${load}`} await next();`;
  });
  const lines = bootstrap
    .replace(namespaceImport, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const sideEffectImport = (line: string) => /^import\s+"/.test(line);
  return [
    ...lines.filter(sideEffectImport),
    'const next = () => new Promise((resolve) => setTimeout(resolve, 0));',
    ...steps,
    ...lines.filter((line) => !sideEffectImport(line)),
  ].join('\n');
}
