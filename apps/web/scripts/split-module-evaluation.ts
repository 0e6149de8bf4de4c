// React Router's bootstrap module statically imports the root and page modules, so the browser
// evaluates React, React DOM, the router and the page's code in one task: about 120 ms on a phone
// with a 4× slower CPU, which is most of the page's Total Blocking Time. This rewrites the bootstrap
// to import the same chunks one at a time, dependencies first, yielding to the browser between
// them. Nothing else changes: the files were already preloaded, the order of evaluation is the one
// the module graph gives, and hydration still starts last.

import { FrameworkOutputChanged } from './framework-output.ts';

const namespaceImport = /^\s*import\s+\*\s+as\s+([\w$]+)\s+from\s+"([^"]+)";?\s*$/gm;
const staticImport =
  /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.\/[^"']+)["']/g;

/** The static imports of a built chunk (dynamic `import()` excluded), as absolute paths. */
export function chunkImports(source: string, chunkPath: string): string[] {
  const base = new URL(chunkPath, 'http://x');
  return [...source.matchAll(staticImport)].map((match) => new URL(match[1] ?? '', base).pathname);
}

export function splitModuleEvaluation(
  bootstrap: string,
  readChunk: (path: string) => string | undefined,
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
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    const source = readChunk(path);
    if (source !== undefined)
      for (const dependency of chunkImports(source, path)) visit(dependency);
    ordered.push(path);
  };
  for (const { path } of namespaces) visit(path);

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
