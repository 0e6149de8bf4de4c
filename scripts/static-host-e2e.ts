// `npm run test:static-host`: the built site on a static file server that is not ours (Caddy),
// as GitHub Pages, Netlify, Cloudflare Pages or any static host would serve it, twice: the
// project's own build at the domain's root, then a build for BASE_PATH=/portfolio/ (made in a
// copy of the project, so the project's build is untouched) published under /portfolio/. The
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

// At the root only what a base path changes runs again (addresses, links, the 404, the form's
// round trip); the full list runs under /portfolio/, the harder case.
const atRootSpecs = [
  'visitor-finds-everything-under-the-base-path',
  'visitor-navigates-with-the-navbar',
  'visitor-reaches-a-missing-page',
  'owner-receives-a-message',
  'visitor-sends-a-message-without-javascript',
].map((name) => `e2e/${name}.spec.ts`);
console.log('static-host: the project build, published at the root');
run('npx', [...playwright, ...atRootSpecs], root, process.env);

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
