// `npm run audit`: builds the site, starts `npm start`'s production site server on a free port and
// runs Lighthouse (mobile and desktop presets) on every page, in Debian's Chromium. Prints one table
// of the median runs and fails when a bar in docs/performance-and-reliability.md's audit section breaks. Reports land in .lighthouse/.
//
//   npm run audit                         3 runs per page and preset (the figures in docs/audit.md)
//   npm run audit -- --runs 1 --recheck --skip-build --preset desktop
//                                         what `npm test` runs after its own build: one run per
//                                         page; one that misses a bar is run again, up to five
//                                         runs, and judged on its least disturbed run (0013)
//   npm run audit -- --timing-bars-on desktop
//                                         both presets, mobile judged only on the bars a
//                                         machine's speed cannot move
//   npm run audit -- --route /about --preset mobile
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import type { Result } from 'lighthouse';
import { chromeLauncherFlags } from '@portfolio/dev-tools/chromium-flags';
import { findBrowser } from '@portfolio/dev-tools/find-browser';
import { formatTable } from './lib/format-table.ts';
import { cpuSlowdownFor } from './lib/cpu-slowdown.ts';
import { pathsOf, posts } from '@portfolio/content-model/site-pages';
import { readLanguages } from '@portfolio/content-model/languages';
import { copy } from '@portfolio/content/copy';
import { identity } from '@portfolio/content/identity';
import { isSampleName } from '@portfolio/content-model/sample-content';
import {
  barFailures,
  bars,
  leastDisturbedRun,
  medianRow,
  summarize,
  tableHeader,
  tableRow,
} from './lib/lighthouse-summary.ts';
import { serveBuiltSite } from './lib/built-site.ts';
import type { AuditRow, Preset } from './lib/lighthouse-summary.ts';

// From the one page model (packages/content-model/src/site-pages.ts): the built-in pages, the résumé, and the
// first project page and first page of the owner's own (each kind is one template), the blog and
// the search page.
const allRoutes: string[] = [
  ...pathsOf('built-in'),
  ...pathsOf('resume'),
  ...pathsOf('project').slice(0, 1),
  ...pathsOf('markdown-page').slice(0, 1),
  // The blog, when there is one: its list, and a post with code in it when one has (the
  // heaviest of the post template's pages), else the newest.
  ...pathsOf('blog'),
  ...[posts.find((post) => /^```/m.test(post.body)) ?? posts[0]].flatMap((post) =>
    post === undefined ? [] : [post.path],
  ),
  ...pathsOf('search'),
  // Each further language's Home (content/locales/): the same templates, in its own words and
  // fonts (a script of its own is one more font file).
  ...readLanguages(copy.language, isSampleName(identity.fullName)).languages.map(
    (language) => `/${language.segment}/`,
  ),
];
const allPresets: Preset[] = ['mobile', 'desktop'];

const root = fileURLToPath(new URL('..', import.meta.url));
const reportsDir = path.join(root, '.lighthouse');

function usage(message: string): never {
  console.error(
    `${message}\nUsage: npm run audit -- [--runs N] [--recheck] [--skip-build] [--route /path]… [--preset mobile|desktop]… [--timing-bars-on mobile|desktop]… [--color-scheme light|dark]`,
  );
  process.exit(2);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        runs: { type: 'string', default: '3' },
        'skip-build': { type: 'boolean', default: false },
        recheck: { type: 'boolean', default: false },
        route: { type: 'string', multiple: true },
        preset: { type: 'string', multiple: true },
        'timing-bars-on': { type: 'string', multiple: true },
        // The device's colour scheme the pages see (the site follows it): headless Chromium's is light.
        'color-scheme': { type: 'string', default: 'light' },
      },
    });
  } catch (error) {
    return usage(error instanceof Error ? error.message : String(error));
  }
})();

const runs = Number(values.runs);
const colorScheme = values['color-scheme'];
if (colorScheme !== 'light' && colorScheme !== 'dark')
  usage(`--color-scheme must be light or dark, not ${colorScheme}`);
// Blink's own switch for prefers-color-scheme; Lighthouse has no setting of its own for it.
const colorSchemeFlag =
  colorScheme === 'dark' ? '--force-dark-mode' : '--blink-settings=preferredColorScheme=1';
// After a miss with --recheck, a page is measured up to this many times in all.
const recheckRuns = 5;
if (!Number.isInteger(runs) || runs < 1)
  usage(`--runs must be a whole number ≥ 1, got "${values.runs}"`);
const routes = values.route ?? allRoutes;
for (const route of routes)
  if (!allRoutes.includes(route)) usage(`Unknown route "${route}"; pages: ${allRoutes.join(' ')}`);
const presets = (values.preset ?? allPresets).map((preset) =>
  allPresets.includes(preset as Preset) ? (preset as Preset) : usage(`Unknown preset "${preset}"`),
);

// The presets whose performance and TBT bars are judged; the others' are measured and printed
// (docs/decisions/0013). All of them unless asked otherwise.
const timingOn = (values['timing-bars-on'] ?? allPresets).map((preset) =>
  allPresets.includes(preset as Preset)
    ? (preset as Preset)
    : usage(`Unknown preset "${preset}" for --timing-bars-on`),
);
const failuresOf = (judged: readonly AuditRow[]) => barFailures(judged, { timingOn });

const chromePath = findBrowser();
if (!chromePath) usage('No Chromium: set CHROME_PATH or apt-get install chromium');

const {
  siteRoot,
  ready: waitForSite,
  stop: stopSite,
} = await serveBuiltSite({
  checkout: root,
  build: !values['skip-build'],
});

/**
 * The mobile preset emulates a phone by slowing the CPU, and how much must depend on how fast this
 * machine was during the run (scripts/lib/cpu-slowdown.ts). With simulated throttling the page is
 * loaded at full speed and the slowdown is applied afterwards, so the run is gathered first, and
 * audited with the slowdown that fits the benchmarkIndex Lighthouse measured in that same run.
 * Lighthouse refuses settings that differ between the two steps, so the gathered artifacts carry
 * the slowdown they are audited with; the gather step itself never reads it.
 */
function calibrateArtifacts(directory: string): number {
  const file = path.join(directory, 'artifacts.json');
  const artifacts = JSON.parse(readFileSync(file, 'utf8')) as {
    BenchmarkIndex?: unknown;
    settings?: { throttlingMethod?: unknown; throttling?: { cpuSlowdownMultiplier?: unknown } };
  };
  const { BenchmarkIndex: index, settings } = artifacts;
  if (
    typeof index !== 'number' ||
    settings?.throttlingMethod !== 'simulate' ||
    typeof settings.throttling?.cpuSlowdownMultiplier !== 'number'
  )
    throw new Error(
      `Lighthouse's artifacts.json no longer has BenchmarkIndex and simulated throttling settings where this script reads them (written for Lighthouse 12.8); see scripts/audit.ts`,
    );
  const cpuSlowdownMultiplier = cpuSlowdownFor(index);
  settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
  writeFileSync(file, JSON.stringify(artifacts));
  return cpuSlowdownMultiplier;
}

async function auditOnce(url: string, preset: Preset): Promise<Result> {
  // A fresh browser (and profile) per run, so no run sees another's cache.
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      ...chromeLauncherFlags(chromeLauncher.Launcher.defaultFlags()),
      colorSchemeFlag,
    ],
  });
  const artifactsDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-artifacts-'));
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error' } as const;
    let result;
    if (preset === 'desktop') result = await lighthouse(url, flags, desktopConfig);
    else {
      await lighthouse(url, { ...flags, gatherMode: artifactsDir });
      const cpuSlowdownMultiplier = calibrateArtifacts(artifactsDir);
      result = await lighthouse(url, {
        ...flags,
        auditMode: artifactsDir,
        throttling: { cpuSlowdownMultiplier },
      });
    }
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
    rmSync(artifactsDir, { recursive: true, force: true });
  }
}

/**
 * Lighthouse now and then loses the trace of a load on a busy machine (NO_NAVSTART, NO_FCP):
 * that run measured nothing, so it is run again, up to twice, and said so.
 */
async function audit(url: string, preset: Preset): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(url, preset);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`  retrying: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

await waitForSite();
rmSync(reportsDir, { recursive: true, force: true });
const rows: AuditRow[] = [];
const rechecked: string[] = [];
for (const preset of presets) {
  mkdirSync(path.join(reportsDir, preset), { recursive: true });
  for (const route of routes) {
    const results: Result[] = [];
    const slug = route === '/' ? 'home' : route.slice(1).replaceAll('/', '-');
    const measure = async (total: number) => {
      for (let run = results.length + 1; run <= total; run += 1) {
        process.stdout.write(`Lighthouse ${preset} ${route} run ${run}/${total}\n`);
        const lhr = await audit(siteRoot + route, preset);
        if (preset === 'mobile')
          process.stdout.write(
            `  benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}: CPU slowdown ${lhr.configSettings.throttling.cpuSlowdownMultiplier}×, TBT ${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN)} ms\n`,
          );
        writeFileSync(path.join(reportsDir, preset, `${slug}-${run}.json`), JSON.stringify(lhr));
        results.push(lhr);
      }
      return medianRow(results.map((result) => summarize(result, route, preset)));
    };
    let row = await measure(runs);
    // A run on a shared machine can land tens of ms of TBT off, always upwards: other processes
    // add main-thread time, never take the page's away. After a miss, the page is measured again,
    // one run at a time up to five, and judged on the run the machine disturbed least; a page
    // whose own work breaks a bar breaks it in every run (docs/decisions/0012).
    if (values.recheck && failuresOf([row]).length > 0) {
      console.log(`  ${failuresOf([row]).join('; ')}: measuring again, up to ${recheckRuns} runs`);
      const judged = () =>
        leastDisturbedRun(results.map((result) => summarize(result, route, preset)));
      while (results.length < recheckRuns && failuresOf([judged()]).length > 0)
        await measure(results.length + 1);
      row = judged();
      rechecked.push(`${route} (${preset}): ${results.length} runs`);
    }
    rows.push(row);
  }
}
stopSite();

console.log(
  `\nLighthouse ${presets.join(' + ')}, median of ${runs} run${runs === 1 ? '' : 's'} (reports in .lighthouse/):`,
);
console.log(formatTable(tableHeader, rows.map(tableRow)));
if (rechecked.length > 0) console.log(`Least disturbed run after a miss: ${rechecked.join(', ')}.`);
writeFileSync(path.join(reportsDir, 'summary.json'), JSON.stringify({ runs, rows }, null, 2));

const failures = failuresOf(rows);
console.log(
  `Bars: accessibility, best practices, SEO ${bars.accessibility}; performance ≥ ${bars.performance}; CLS ≤ ${bars.cls}; TBT ≤ ${bars.tbtMs} ms.`,
);
const timingPrintedOnly = presets.filter((preset) => !timingOn.includes(preset));
if (timingPrintedOnly.length > 0)
  console.log(
    `Performance and TBT are printed, not judged, for ${timingPrintedOnly.join(' and ')} (--timing-bars-on ${timingOn.join(' ') || 'none'}; docs/decisions/0013).`,
  );
if (failures.length > 0) {
  console.error(`Below the bar:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
