// `npm run budget` (part of `npm test`, after the build): the JavaScript and CSS each route loads
// before any interaction, raw and gzipped, read from React Router's build manifest. Fails above
// the budget (the CSS also from the stylesheet the pages link). React DOM, React and the router (the client entry) are about 105 KiB gzipped; the
// budget allows 35 KiB on top for the site's shell and the page's own code. Raising it should be a
// decision, not an accident.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { formatTable } from './lib/format-table.ts';
import { linkedStylesheets, parseRouteManifest, routeAssets } from './lib/route-assets.ts';

// CSS went from 10 to 12 KiB when react-toastify's styles moved from a <style> the library
// injected while the page hydrated (a whole-document restyle in one long task) into the stylesheet;
// the same bytes left the JavaScript.
export const budget = { jsGzipKiB: 140, cssGzipKiB: 12 };

const client = fileURLToPath(new URL('../apps/web/build/client', import.meta.url));
const assets = path.join(client, 'assets');
const manifestFile = readdirSync(assets).find((file) => /^manifest-[\w-]+\.js$/.test(file));
if (manifestFile === undefined) {
  console.error('No build manifest in apps/web/build/client/assets: run `npm run build` first.');
  process.exit(1);
}
const manifestSource = readFileSync(path.join(assets, manifestFile), 'utf8');
const manifest = parseRouteManifest(manifestSource);
// Every page links the shell's stylesheet from the root layout; the home page stands for all.
const shellCss = linkedStylesheets(readFileSync(path.join(client, 'index.html'), 'utf8'));
if (shellCss.length === 0) {
  console.error('The built home page links no stylesheet: the budget cannot see the CSS.');
  process.exit(1);
}

const sizes = new Map<string, { raw: number; gzip: number }>();
function size(file: string): { raw: number; gzip: number } {
  let known = sizes.get(file);
  if (!known) {
    const bytes = readFileSync(path.join(client, file));
    known = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    sizes.set(file, known);
  }
  return known;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const total = (files: string[]) =>
  files.reduce(
    (sum, file) => ({ raw: sum.raw + size(file).raw, gzip: sum.gzip + size(file).gzip }),
    { raw: 0, gzip: 0 },
  );

const rows: string[][] = [];
const over: string[] = [];
const entry = total([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
for (const [id, route] of Object.entries(manifest.routes)) {
  if (id === 'root') continue;
  const { js, css } = routeAssets(manifest, id);
  // The route manifest itself is a script every page loads.
  const jsTotal = total([...js, `/assets/${manifestFile}`]);
  const cssTotal = total([...new Set([...shellCss, ...css])]);
  const where = route.index === true ? '/' : `/${route.path ?? id}`;
  rows.push([where, kib(jsTotal.raw), kib(jsTotal.gzip), kib(cssTotal.raw), kib(cssTotal.gzip)]);
  if (jsTotal.gzip / 1024 > budget.jsGzipKiB)
    over.push(`${where}: JavaScript ${kib(jsTotal.gzip)} KiB gzipped > ${budget.jsGzipKiB} KiB`);
  if (cssTotal.gzip / 1024 > budget.cssGzipKiB)
    over.push(`${where}: CSS ${kib(cssTotal.gzip)} KiB gzipped > ${budget.cssGzipKiB} KiB`);
}

const header = ['Route', 'JS KiB', 'JS gzip', 'CSS KiB', 'CSS gzip'];
console.log(
  `Loaded before any interaction (gzip -9). React DOM + React + router: ${kib(entry.gzip)} KiB gzipped.`,
);
console.log(formatTable(header, rows));
console.log(
  `Budget per route: JavaScript ${budget.jsGzipKiB} KiB, CSS ${budget.cssGzipKiB} KiB gzipped.`,
);
if (over.length > 0) {
  console.error(`Over budget:\n  ${over.join('\n  ')}`);
  process.exitCode = 1;
}
