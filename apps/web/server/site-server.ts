// `npm start`'s static server for the prerendered site (never `vite preview`).
import { fileURLToPath } from 'node:url';
import { loadWebEnv } from '../env.ts';
import { buildSiteApp } from './site-app.ts';

const env = loadWebEnv();
const clientDir = fileURLToPath(new URL('../build/client/', import.meta.url));
const app = await buildSiteApp({
  clientDir,
  apiOrigin: env.CONTACT_ENDPOINT,
  counter: env.VISIT_COUNTER,
  basePath: env.BASE_PATH,
  limits: env,
});
try {
  await app.listen({ port: env.SITE_PORT, host: env.SITE_HOST });
} catch (error) {
  // A set-up fault (the port taken, or one that needs privileges): one line, with the setting.
  const code = (error as NodeJS.ErrnoException).code ?? String(error);
  console.error(
    `The site cannot listen on ${env.SITE_HOST}:${String(env.SITE_PORT)} (${code}${code === 'EADDRINUSE' ? ': another program uses the port' : ''}); set SITE_PORT to another port.`,
  );
  process.exit(1);
}
console.log(
  `Site ready on http://localhost:${env.SITE_PORT}${env.BASE_PATH} (public address ${env.SITE_URL}); its form posts to ${env.CONTACT_ENDPOINT}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    app.server.closeIdleConnections();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
