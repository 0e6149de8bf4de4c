// `npm start`: the production site server and the contact API, side by side, after building the
// site only when its build is not current (apps/web/scripts/build-stamp.ts), so a restart takes
// seconds, not a build. Both run with plain `node`, as in production. The API creates and
// migrates its database on first start. `npm run serve` and `npm run start:api` run one each.
// Before anything is built or started, the settings are read and both ports checked: a fault a
// person can act on is told in one line, with the setting that fixes it (scripts/preflight.js has
// checked the Node version and the install already).
import { spawnSync } from 'node:child_process';
import { checkoutRoot, isBuildCurrent } from '../apps/web/scripts/build-stamp.ts';
import { portTakenMessage } from './lib/port-check.ts';
import type { PortNeed } from './lib/port-check.ts';
import { runServices } from './lib/run-services.ts';
import { exitIfPortsTaken, serviceSettings } from './lib/service-settings.ts';

const { web, api } = serviceSettings();

const site: PortNeed = {
  who: 'the site',
  port: web.SITE_PORT,
  host: web.SITE_HOST,
  setting: 'SITE_PORT',
};
const contactApi: PortNeed = {
  who: 'the contact API',
  port: api.API_PORT,
  host: api.API_HOST,
  setting: 'API_PORT',
  follows:
    process.env.VITE_API_URL === undefined || process.env.VITE_API_URL === ''
      ? "the site's form follows it, after a rebuild npm start makes by itself"
      : 'and VITE_API_URL, where the site’s form posts',
};
await exitIfPortsTaken([site, contactApi]);

if (isBuildCurrent(checkoutRoot, web)) console.log('start: the build is current; not rebuilding');
else {
  console.log('start: building the site (content, code or settings changed since the last build)');
  const build = spawnSync('npm', ['run', 'build'], { cwd: checkoutRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A port taken while they run (after the check above) stops both with the same line.
const service = (name: string, script: string, need: PortNeed) => ({
  name,
  command: process.execPath,
  args: [script],
  port: need.port,
  portTaken: portTakenMessage(need, 'EADDRINUSE'),
});

runServices([
  service('site', 'apps/web/server/site-server.ts', site),
  service('api', 'apps/api/src/server.ts', contactApi),
]);
