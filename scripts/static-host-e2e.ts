// `npm run test:static-host`: the built site on a static file server that is not ours (Caddy),
// as GitHub Pages, Netlify, Cloudflare Pages or any static host would serve it: a build for
// BASE_PATH=/portfolio/ (made in a copy of the project, so the project's build is untouched)
// published under /portfolio/, the harder case. A site at a domain's root is the sample's full run
// (served by `npm start`'s server); under Caddy it was dropped from CI to keep the run under 30
// minutes (docs/decisions/0013). The
// specs are e2e/playwright.static-host.config.ts's; the API runs beside Caddy for the form.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyEnvironment, copyProject, run } from './lib/project-copy.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const subPath = '/portfolio/';
const playwright = ['playwright', 'test', '-c', 'e2e/playwright.static-host.config.ts'];

if (!existsSync(path.join(root, 'apps/web/build/client/index.html')))
  throw new Error('static-host: no build to serve; run `npm run build` first.');

const keep = process.argv.includes('--keep');
let work = '';
try {
  work = copyProject(root, 'static-host');
  const env = await copyEnvironment({ BASE_PATH: subPath });
  console.log(`static-host: a build for BASE_PATH=${subPath}, published under it (${work})`);
  run('npm', ['run', 'build'], work, env);
  run('npx', playwright, work, env);
} catch (error) {
  console.error(`static-host: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  if (keep) console.log(`static-host: kept ${work}`);
  else if (work !== '') rmSync(work, { recursive: true, force: true });
}
