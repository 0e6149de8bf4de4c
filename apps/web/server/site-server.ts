// `npm start`'s static server for the prerendered site (never `vite preview`).
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { loadWebEnv } from '../env.ts';
import { createSiteHandler } from './create-site-handler.ts';

const env = loadWebEnv();
const clientDir = fileURLToPath(new URL('../build/client/', import.meta.url));
const server = createServer(createSiteHandler({ clientDir, apiOrigin: env.VITE_API_URL }));

server.listen(env.SITE_PORT, env.SITE_HOST, () => {
  console.log(`Site ready on http://localhost:${env.SITE_PORT}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
