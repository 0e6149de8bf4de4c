// `npm run dev`: Vite's dev server with hot reload, and the API restarting on every change.
import { fileURLToPath } from 'node:url';
import { runServices } from './lib/run-services.ts';

const tsx = fileURLToPath(new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url));

runServices([
  { name: 'web', command: 'npm', args: ['run', 'dev', '-w', '@portfolio/web'] },
  { name: 'api', command: process.execPath, args: [tsx, 'watch', 'apps/api/src/server.ts'] },
]);
