// `npm start` after the build: the production site server and the contact API, side by side.
// The API creates and migrates its database on first start.
import { runServices } from './lib/run-services.ts';

const node = (script: string) => ({ command: process.execPath, args: ['--import', 'tsx', script] });

runServices([
  { name: 'site', ...node('apps/web/server/site-server.ts') },
  { name: 'api', ...node('apps/api/src/server.ts') },
]);
