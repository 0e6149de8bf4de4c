// `npm run build` in apps/web: React Router's build of the site in the default language, then one
// more for each translation of content/locales/ (SITE_LANGUAGE set: scripts/site-languages.ts),
// each finished on its own (scripts/finish-build.ts) and put in place under its language's path.
// The host header files then cover every language's pages, and the build stamp is written last,
// so `npm start` never takes a build that stopped halfway for a current one.
// docs/decisions/0027-a-site-per-language.md
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { visitCounterSummary } from '../app/lib/visit-counter.ts';
import { loadWebEnv } from '../env.ts';
import { checkoutRoot, writeBuildStamp } from './build-stamp.ts';
import { writeHostRules } from './finish-build.ts';
import { buildTarget, furtherLanguages } from './site-languages.ts';

const webRoot = fileURLToPath(new URL('..', import.meta.url));

/** Files that describe the whole site, written once for all languages at its root. */
const wholeSiteFiles = new Set([
  '.nojekyll',
  '_headers',
  'vercel.json',
  'robots.txt',
  '_redirects',
  // Every language's pages, with their alternates (routes/sitemap-xml.ts).
  'sitemap.xml',
]);

/**
 * The lines of a build's output that warn. A clean build is a bar: a warning nobody reads hides the
 * next real one, so the build stops on one (fix its cause, or quiet it at its source with the
 * tool's documented option, as `languages.ts` does Vite's for an import it cannot follow).
 */
export function buildWarnings(output: string): string[] {
  return output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /\bwarn(?:ing)?\b/i.test(line));
}

/** Runs React Router's build for `language`, its output shown as it comes and kept. */
function reactRouterBuild(language: string | undefined): Promise<void> {
  const env = { ...process.env };
  if (language === undefined) delete env.SITE_LANGUAGE;
  else env.SITE_LANGUAGE = language;
  const which = `the ${language ?? 'default'} language's build`;
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['--no-install', 'react-router', 'build'], {
      cwd: webRoot,
      env,
      stdio: ['inherit', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('close', (status, signal) => {
      if (status !== 0) {
        reject(new Error(`build-site: ${which} failed (exit ${String(status ?? signal)})`));
        return;
      }
      const warnings = buildWarnings(output);
      if (warnings.length > 0)
        reject(
          new Error(
            `build-site: ${which} warned (a clean build is the bar; fix the cause):\n  ${warnings.join('\n  ')}`,
          ),
        );
      else resolve();
    });
  });
}

/**
 * A translation's assets join the site's one assets folder, where its pages' URLs already point
 * (Vite's base is the base path for every language: vite.config.ts). Each file is named by its
 * content's hash, so a name both builds wrote is the same file, written once; the same name with
 * other bytes would be a page of one language showing the other's file, and stops the build.
 */
export function shareAssets(
  languageAssets: string,
  siteAssets: string,
): { shared: number; own: number } {
  let shared = 0;
  let own = 0;
  if (!existsSync(languageAssets)) return { shared, own };
  for (const entry of readdirSync(languageAssets, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const from = path.join(entry.parentPath, entry.name);
    const to = path.join(siteAssets, path.relative(languageAssets, from));
    if (existsSync(to)) {
      if (!readFileSync(to).equals(readFileSync(from)))
        throw new Error(
          `build-site: ${path.relative(siteAssets, to)} differs between two languages' builds under one name`,
        );
      shared += 1;
      continue;
    }
    cpSync(from, to);
    own += 1;
  }
  return { shared, own };
}

/** A translation's finished build, moved under its path in the site's client folder. */
export function placeLanguage(languageClient: string, siteClient: string, segment: string): void {
  const target = path.join(siteClient, segment);
  if (existsSync(target))
    throw new Error(
      `build-site: ${segment}/ is both a page of the site and the path of content/locales/${segment}/; rename the page`,
    );
  for (const entry of readdirSync(languageClient)) {
    const name = entry.replace(/\.(br|gz)$/, '');
    if (wholeSiteFiles.has(name) || name === 'assets') continue;
    cpSync(path.join(languageClient, entry), path.join(target, entry), { recursive: true });
  }
  const { shared, own } = shareAssets(
    path.join(languageClient, 'assets'),
    path.join(siteClient, 'assets'),
  );
  console.log(
    `build-site: /${segment}/'s assets: ${shared} the same as another language's, ${own} of its own, in one assets folder`,
  );
}

export async function buildSite(): Promise<void> {
  const env = loadWebEnv();
  console.log(`build-site: ${visitCounterSummary(env.VISIT_COUNTER)}`);
  const languages = furtherLanguages();
  const languagesDir = path.join(webRoot, 'build', 'languages');
  rmSync(languagesDir, { recursive: true, force: true });
  rmSync(path.join(webRoot, 'build', 'script-files'), { recursive: true, force: true });
  await reactRouterBuild(undefined);
  const siteClient = path.join(webRoot, 'build', 'client');
  for (const language of languages) {
    await reactRouterBuild(language.tag);
    const target = buildTarget({ ...env, SITE_LANGUAGE: language.tag }, languages);
    placeLanguage(
      path.join(webRoot, target.buildDirectory, 'client'),
      siteClient,
      language.segment,
    );
    // What its pages' scripts fetch, for the budget (scripts/check-budget.ts).
    cpSync(
      path.join(webRoot, target.buildDirectory, 'script-files.json'),
      path.join(webRoot, 'build', 'script-files', `${language.segment}.json`),
    );
  }
  rmSync(languagesDir, { recursive: true, force: true });
  if (languages.length > 0) {
    const pages = writeHostRules(
      siteClient,
      env.BASE_PATH,
      env.CONTACT_ENDPOINT,
      env.VISIT_COUNTER,
    );
    console.log(
      `build-site: ${languages.map((language) => `/${language.segment}/`).join(', ')} in place; ${pages} pages in ${languages.length + 1} languages`,
    );
  }
  // `npm start` skips the build while this still matches (scripts/start.ts).
  writeBuildStamp(checkoutRoot, env);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await buildSite();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
