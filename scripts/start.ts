// `npm start`: the production site server and the contact API, side by side, after building the
// site only when its build is not current (apps/web/scripts/build-stamp.ts), so a restart takes
// seconds, not a build. Both run with plain `node`, as in production. The API creates and
// migrates its database on first start. `npm run serve` and `npm run start:api` run one each.
import { spawnSync } from 'node:child_process';
import { loadWebEnv } from '../apps/web/env.ts';
import { checkoutRoot, isBuildCurrent } from '../apps/web/scripts/build-stamp.ts';
import { runServices } from './lib/run-services.ts';

if (isBuildCurrent(checkoutRoot, loadWebEnv()))
  console.log('start: the build is current; not rebuilding');
else {
  console.log('start: building the site (content, code or settings changed since the last build)');
  const build = spawnSync('npm', ['run', 'build'], { cwd: checkoutRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const node = (script: string) => ({ command: process.execPath, args: [script] });

runServices([
  { name: 'site', ...node('apps/web/server/site-server.ts') },
  { name: 'api', ...node('apps/api/src/server.ts') },
]);
