// `npm run budget` (part of `npm test`, after the build): the JavaScript each built page fetches,
// gzipped, read from the page and Vite's build manifest. A page fetches one small script before
// any interaction (apps/web/app/entry.client.ts: the small behaviours and the islands' loader, no
// framework); a page with islands fetches React and the islands' code once they wake, never before
// the page has loaded. Fails above the budget. Raising it should be a decision, not an accident.
// docs/decisions/0026-html-pages-with-react-islands.md
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { formatTable } from './lib/format-table.ts';
import { budget } from './lib/budget.ts';
import { pageIslands } from './lib/page-scripts.ts';

/** What the build wrote beside the site (apps/web/scripts/finish-build.ts): the files each script fetches. */
interface ScriptFiles {
  siteScript: string[];
  /** The first-party visit counter's files; none when the build has no such counter (VISITS). */
  visitCounter?: string[];
  islandRuntime: string[];
  islands: Record<string, string[]>;
}

const build = fileURLToPath(new URL('../apps/web/build', import.meta.url));
const client = path.join(build, 'client');
const readScriptFiles = (file: string): ScriptFiles =>
  JSON.parse(readFileSync(file, 'utf8')) as ScriptFiles;
let defaultScriptFiles: ScriptFiles;
try {
  defaultScriptFiles = readScriptFiles(path.join(build, 'script-files.json'));
} catch {
  console.error('No apps/web/build/script-files.json: run `npm run build` first.');
  process.exit(1);
}
/**
 * Each further language's own (content/locales/): its pages load scripts of its own build, from
 * the assets folder every language shares (apps/web/scripts/build-site.ts keeps their list as
 * script-files/<folder>.json).
 */
const languageScriptFiles = new Map<string, ScriptFiles>(
  existsSync(path.join(build, 'script-files'))
    ? readdirSync(path.join(build, 'script-files')).map((file) => [
        file.replace(/\.json$/, ''),
        readScriptFiles(path.join(build, 'script-files', file)),
      ])
    : [],
);
/** The path a page's site script address starts with (BASE_PATH), if the page names one. */
const scriptBaseOf = (html: string): string | undefined =>
  /<script\b[^>]*\bdata-site-script="([^"]*?)assets\//.exec(html)?.[1];
/** The site's own path, as the home page's script address starts with it. */
const siteBase = scriptBaseOf(readFileSync(path.join(client, 'index.html'), 'utf8')) ?? '/';

const sizes = new Map<string, number>();
const gzipped = (file: string): number => {
  let known = sizes.get(file);
  if (known === undefined) {
    known = gzipSync(readFileSync(path.join(client, file)), { level: 9 }).length;
    sizes.set(file, known);
  }
  return known;
};
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const sum = (files: Iterable<string>) =>
  [...files].reduce((total, file) => total + gzipped(file), 0);
/** The visit counter's files that the site script does not already fetch. */
const counterOwnFiles = (files: ScriptFiles) =>
  (files.visitCounter ?? []).filter((file) => !files.siteScript.includes(file));
const pages = readdirSync(client, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .sort();
const rows: string[][] = [];
const over: string[] = [];
for (const page of pages) {
  const html = readFileSync(path.join(client, page), 'utf8');
  const base = scriptBaseOf(html);
  if (base === undefined) {
    over.push(`${page}: loads no site script`);
    continue;
  }
  // A page under a further language's folder loads that language's copies of the scripts.
  const folder = base.slice(siteBase.length).replace(/\/$/, '');
  const scriptFiles = languageScriptFiles.get(folder) ?? defaultScriptFiles;
  // The visit counter arrives after the first paint with no interaction: it counts as first.
  const first = new Set([...scriptFiles.siteScript, ...(scriptFiles.visitCounter ?? [])]);
  const counter = sum(counterOwnFiles(scriptFiles));
  if (counter / 1024 > budget.visitCounterGzipKiB)
    over.push(
      `${page}: the visit counter is ${kib(counter)} KiB > ${budget.visitCounterGzipKiB} KiB`,
    );
  // Each woken island's code with React and the islands' root, and the toasts' region, which the
  // form wakes with it (and any island may wake to say something): counted with every page that
  // has an island.
  const woken = [
    ...new Set(
      pageIslands(html)
        .filter(({ load }) => load !== 'demand')
        .map(({ name }) => name),
    ),
  ];
  const awake = new Set([
    ...first,
    ...(woken.length === 0 ? [] : scriptFiles.islandRuntime),
    ...woken.flatMap((name) => scriptFiles.islands[name] ?? []),
    ...(woken.length === 0 ? [] : (scriptFiles.islands.toaster ?? [])),
  ]);
  const unknown = woken.filter((name) => scriptFiles.islands[name] === undefined);
  if (unknown.length > 0)
    over.push(`${page}: islands the build does not know: ${unknown.join(', ')}`);
  const css = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) =>
    (match[1] ?? '').slice(siteBase.length),
  );
  const where = `/${page.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
  rows.push([
    where,
    kib(sum(first)),
    woken.join(', ') || '–',
    woken.length === 0 ? '–' : kib(sum(awake)),
    kib(sum(css)),
  ]);
  if (sum(first) / 1024 > budget.firstJsGzipKiB)
    over.push(
      `${where}: ${kib(sum(first))} KiB of JavaScript before any interaction > ${budget.firstJsGzipKiB} KiB`,
    );
  if (sum(awake) / 1024 > budget.islandsJsGzipKiB)
    over.push(
      `${where}: ${kib(sum(awake))} KiB of JavaScript with its islands awake > ${budget.islandsJsGzipKiB} KiB`,
    );
  if (sum(css) / 1024 > budget.cssGzipKiB)
    over.push(`${where}: CSS ${kib(sum(css))} KiB > ${budget.cssGzipKiB} KiB`);
}
console.log('JavaScript and CSS each page fetches, KiB gzipped (gzip -9):');
console.log(formatTable(['Page', 'JS at first', 'Islands', 'JS with islands awake', 'CSS'], rows));
console.log(
  `Budget: ${budget.firstJsGzipKiB} KiB of JavaScript before any interaction (the visit counter's ${kib(sum(counterOwnFiles(defaultScriptFiles)))} KiB included, at most ${budget.visitCounterGzipKiB}), ${budget.islandsJsGzipKiB} KiB with a page's islands awake, ${budget.cssGzipKiB} KiB of CSS.`,
);
if (over.length > 0) {
  console.error(`Over budget:\n  ${over.join('\n  ')}`);
  process.exitCode = 1;
}
