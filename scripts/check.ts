// `npm run check`: the owner's fast gate before a deploy, needing only Node and a Chrome. The
// content check and the type check, the build, then a visit of every built page in Chromium: it
// renders its heading, logs no error, every link to the site and every file the page uses answers,
// and axe finds nothing (WCAG 2.1 A/AA and best practices). `npm test` stays the full suite.
//
//   npm run check                  everything, building first
//   npm run check -- --skip-build  visit the build as it is
//   npm run check -- --site URL    visit a site already served there (a preview; check.test.ts)
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { serveBuiltSite } from './lib/built-site.ts';
import { launchChromium } from './lib/launch-chromium.ts';

const { values } = parseArgs({
  options: { 'skip-build': { type: 'boolean', default: false }, site: { type: 'string' } },
});
const root = fileURLToPath(new URL('..', import.meta.url));
const started = Date.now();

/** Runs an npm script; resolves with its exit code, its output kept until it fails. */
function npmRun(script: string): Promise<{ script: string; code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ script, code: code ?? 1, output }));
  });
}

const problems: string[] = [];
const step = (name: string) =>
  console.log(`check: ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);

if (!values['skip-build'] && values.site === undefined) {
  // The type check and the build (which checks content first) side by side: neither needs the other.
  step('content, types and build');
  for (const result of await Promise.all([npmRun('typecheck'), npmRun('build')]))
    if (result.code !== 0) {
      console.error(result.output);
      console.error(`check: \`npm run ${result.script}\` failed`);
      process.exit(1);
    }
}

// A site already served is visited as it is; else the build is served here until the end.
const site =
  values.site === undefined ? await serveBuiltSite({ checkout: root, build: false }) : undefined;
await site?.ready();
const siteRoot = site?.siteRoot ?? (values.site ?? '').replace(/\/$/, '');
// Where the pages are served here, and the base path the build was made for.
const { origin } = new URL(siteRoot);
const base = new URL(siteRoot).pathname.replace(/\/$/, '');
const browser = await launchChromium();
try {
  const sitemap = await (await fetch(`${siteRoot}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  );
  if (pages.length === 0) problems.push('sitemap.xml lists no page');
  step(`visiting ${pages.length} pages`);
  const answered = new Map<string, Promise<number>>();
  const context = await browser.newContext();
  /** One page's problems, in the order they are found. */
  const visit = async (path: string): Promise<string[]> => {
    const found: string[] = [];
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('requestfailed', (request) => errors.push(`${request.url()} failed`));
    const response = await page.goto(`${origin}${path}`);
    await page.waitForLoadState('networkidle');
    if (response?.status() !== 200) found.push(`${path}: status ${response?.status()}`);
    if ((await page.getByRole('heading', { level: 1 }).count()) !== 1)
      found.push(`${path}: no main heading`);
    for (const error of errors) found.push(`${path}: ${error}`);
    for (const url of await sameSiteUrls(page)) {
      // Each address asked once, whichever page finds it first.
      let status = answered.get(url);
      if (status === undefined) {
        status = fetch(url, { method: 'HEAD' }).then((reply) => reply.status);
        answered.set(url, status);
      }
      const code = await status;
      if (code >= 400) found.push(`${path}: ${url} answers ${code}`);
    }
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    for (const violation of axe.violations)
      found.push(
        `${path}: ${violation.id} (${violation.help}) at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    await page.close();
    return found;
  };
  // A few pages at once: each mostly waits (the network falling quiet, axe), so two cores keep up.
  const found: string[][] = Array.from({ length: pages.length }, () => []);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < pages.length) {
      const index = next;
      next += 1;
      found[index] = await visit(pages[index] ?? '/');
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  problems.push(...found.flat());
  step(`${answered.size} links and files answered`);
} finally {
  await browser.close();
  site?.stop();
}

/** Every address on the site the page links to or loads: links, pictures, styles, scripts. */
async function sameSiteUrls(page: Page): Promise<string[]> {
  const urls = await page.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(
      document.querySelectorAll('a[href], link[href], img, source, script[src]'),
    )) {
      for (const attribute of ['href', 'src'])
        if (element.hasAttribute(attribute))
          found.push(new URL(element.getAttribute(attribute) ?? '', location.href).href);
      for (const candidate of (element.getAttribute('srcset') ?? '').split(','))
        if (candidate.trim() !== '')
          found.push(new URL(candidate.trim().split(/\s+/)[0] ?? '', location.href).href);
    }
    return found;
  });
  return [
    ...new Set(
      urls
        .map((url) => new URL(url))
        .filter((url) => url.origin === origin && url.pathname.startsWith(base))
        .map((url) => `${url.origin}${url.pathname}`),
    ),
  ];
}

const seconds = ((Date.now() - started) / 1000).toFixed(0);
if (problems.length > 0) {
  console.error(`check failed (${problems.length} problems, ${seconds} s):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(`check passed in ${seconds} s: ready to deploy.`);
