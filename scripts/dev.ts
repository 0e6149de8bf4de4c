// `npm run dev`: Vite's dev server with hot reload, and the API restarting on every change. Both
// ports are checked first, as `npm start` does (scripts/start.ts).
import { fileURLToPath } from 'node:url';
import { portTakenMessage } from './lib/port-check.ts';
import type { PortNeed } from './lib/port-check.ts';
import { runServices } from './lib/run-services.ts';
import { exitIfPortsTaken, serviceSettings } from './lib/service-settings.ts';

const tsx = fileURLToPath(new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url));

const { web, api } = serviceSettings();
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
await exitIfPortsTaken([site, contactApi]);

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
