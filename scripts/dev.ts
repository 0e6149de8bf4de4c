// `npm run dev`: Vite's dev server with hot reload, and the API restarting on every change. Both
// ports are checked first, as `npm start` does (scripts/start.ts).
import { fileURLToPath } from 'node:url';
import { loadApiEnv } from '../apps/api/src/env.ts';
import { loadWebEnv } from '../apps/web/env.ts';
import { portProblems, portTakenMessage } from './lib/port-check.ts';
import type { PortNeed } from './lib/port-check.ts';
import { runServices } from './lib/run-services.ts';

const tsx = fileURLToPath(new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url));

function settings() {
  try {
    return { web: loadWebEnv(), api: loadApiEnv() };
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
const { web, api } = settings();
// Vite's dev server listens on localhost (vite.config.ts), the API on its own host.
const command = 'npm run dev';
const site: PortNeed = { who: 'the site', port: web.SITE_PORT, setting: 'SITE_PORT', command };
const contactApi: PortNeed = {
  who: 'the contact API',
  port: api.API_PORT,
  host: api.API_HOST,
  setting: 'API_PORT',
  follows: "the site's form follows it",
  command,
};
const taken = await portProblems([site, contactApi]);
if (taken.length > 0) {
  console.error(taken.join('\n'));
  process.exit(1);
}

runServices([
  {
    name: 'web',
    command: 'npm',
    args: ['run', 'dev', '-w', '@portfolio/web'],
    port: site.port,
    portTaken: portTakenMessage(site, 'EADDRINUSE'),
  },
  {
    name: 'api',
    command: process.execPath,
    args: [tsx, 'watch', 'apps/api/src/server.ts'],
    port: contactApi.port,
    portTaken: portTakenMessage(contactApi, 'EADDRINUSE'),
  },
]);
