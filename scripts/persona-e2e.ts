// `npm run test:persona`: the site made someone else's, as a stranger would, then tested.
//
// A copy of the project (its files as git sees them, ignored ones left out, with node_modules
// hard-linked) gets the content files of e2e/fixtures/persona/ in place of the sample's: an owner
// at the edges of what the content check allows (one project with one screenshot and no write-up,
// a page left out of the navigation, not available, a name in Chinese characters, the site in
// Brazilian Portuguese with an Arabic translation read right to left, two profiles, no optional
// résumé section). It is built, the owner's gate
// (`npm run check`) passes on it, and the tests that content can change run on it, on other ports,
// with no test or component touched: what the tests expect comes from content. The project's own
// files are never changed.
//
// Those tests are the unit tests whose modules import a content file the persona replaced
// (`vitest related`), and the end-to-end specs whose headers name a persona run (a desktop window
// with and without JavaScript, and the phone's menu, which lists the navigation;
// e2e/support/where-specs-run.ts): not the web inbox's, the proof of work's or the server's
// headers, which show nothing of the owner's content.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@portfolio/dev-tools/free-port';
import { copyEnvironment, copyProject, run } from './lib/project-copy.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const fixture = path.join(root, 'e2e', 'fixtures', 'persona');

/**
 * Only what the persona's content refers to is built: no screenshot of a sample project it
 * dropped, no path to one in the JavaScript, four files per screenshot (two widths, two formats).
 */
function checkOnlyReferencedAssets(copy: string): void {
  const assets = path.join(copy, 'apps/web/build/client/assets');
  const files = readdirSync(assets);
  const javascript = files
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(path.join(assets, name), 'utf8'))
    .join('\n');
  const used = new Set(
    readdirSync(fixture)
      .filter((name) => name === 'projects.ts')
      .flatMap((name) => [
        ...readFileSync(path.join(fixture, name), 'utf8').matchAll(/assets\/projects\/([\w-]+)\//g),
      ])
      .map((match) => match[1]),
  );
  const dropped = readdirSync(path.join(copy, 'content/assets/projects')).filter(
    (slug) => !used.has(slug),
  );
  const leaked = dropped.filter((slug) => javascript.includes(`/${slug}/`));
  if (dropped.length === 0 || leaked.length > 0)
    throw new Error(
      `the build refers to screenshots of projects the content dropped: ${leaked.join(', ') || '(none dropped: the check proves nothing)'}`,
    );
  const pictures = files.filter((name) => /\.(avif|webp)$/.test(name)).length;
  console.log(`persona: ${pictures} picture files built; none of ${dropped.join(', ')}`);
}

const keep = process.argv.includes('--keep');
let work = '';
let standIn: ChildProcess | undefined;
try {
  work = copyProject(root, 'persona');
  const replaced = readdirSync(fixture).filter((name) => name.endsWith('.ts'));
  for (const name of replaced) cpSync(path.join(fixture, name), path.join(work, 'content', name));
  // The persona's own files (its résumé PDF) join the sample's pictures.
  cpSync(path.join(fixture, 'assets'), path.join(work, 'content', 'assets'), { recursive: true });
  // The persona writes no posts: it proves the site without a blog (no /blog, feeds or nav entry).
  rmSync(path.join(work, 'content', 'posts'), { recursive: true, force: true });
  // Its site speaks a second language, written right to left, beside its Portuguese.
  rmSync(path.join(work, 'content', 'locales'), { recursive: true, force: true });
  cpSync(path.join(fixture, 'locales'), path.join(work, 'content', 'locales'), { recursive: true });
  const languages = readdirSync(path.join(work, 'content', 'locales'));
  console.log(
    `persona: content/${replaced.join(', content/')} replaced, content/posts/ removed, content/locales/${languages.join(', ')} added, in ${work}`,
  );

  // This owner counts visits with a hosted service (VISITS), here a stand-in on this machine that
  // answers for the whole run: the build writes its tag and policy, and the visits spec checks
  // them in Chromium.
  const counterPort = await freePort();
  standIn = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'e2e/support/hosted-counter-stand-in.ts'),
      String(counterPort),
    ],
    { stdio: 'inherit' },
  );
  const env = await copyEnvironment({ VISITS: `plausible:http://127.0.0.1:${counterPort}` });
  run('npm', ['run', 'build'], work, env);
  checkOnlyReferencedAssets(work);
  // The owner's fast gate passes on it too (the build is made above).
  run('npm', ['run', 'check', '--', '--skip-build'], work, env);
  // The unit tests whose modules import a file the persona replaced: those its content can
  // change (the sample's run has passed them all).
  // One worker: this step runs beside the static host's build and browsers (scripts/lib/test-steps.ts),
  // and the content check's tests each start a child process that a busy machine slows past their
  // timeouts.
  run(
    'npx',
    [
      'vitest',
      'related',
      '--run',
      '--maxWorkers',
      '1',
      ...replaced.map((name) => `content/${name}`),
    ],
    work,
    env,
  );
  // The specs that say "persona" in their headers (e2e/support/where-specs-run.ts): those whose
  // outcome can change with the owner's content.
  run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], work, {
    ...env,
    PORTFOLIO_E2E_RUN: 'persona',
  });
} catch (error) {
  console.error(`persona: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  standIn?.kill();
  if (keep) console.log(`persona: kept ${work}`);
  else if (work !== '') rmSync(work, { recursive: true, force: true });
}
