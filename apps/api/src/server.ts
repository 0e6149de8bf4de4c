// Runs the contact API: config checked first, the database waited for (with backoff) and
// migrated, then listen. SIGTERM/SIGINT stop accepting connections, let in-flight requests and
// the current delivery finish, and close the database.
import { buildApp } from './app.ts';
import { loadApiEnv } from './env.ts';
import { inboxAddress } from './inbox/inbox-address.ts';

let env;
try {
  env = loadApiEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// A signal while start-up still waits for the database ends the wait and the process.
const startup = new AbortController();
const abortStartup = () => startup.abort();
process.once('SIGINT', abortStartup);
process.once('SIGTERM', abortStartup);

let app;
try {
  app = await buildApp({ env, signal: startup.signal });
} catch (error) {
  console.error(
    startup.signal.aborted
      ? 'Stopped while waiting for the database.'
      : `The API could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(startup.signal.aborted ? 0 : 1);
}
process.off('SIGINT', abortStartup);
process.off('SIGTERM', abortStartup);
const api = app;
try {
  await api.listen({ port: env.API_PORT, host: env.API_HOST });
} catch (error) {
  // A set-up fault (the port taken, or one that needs privileges): one line, with the setting.
  const code = (error as NodeJS.ErrnoException).code ?? String(error);
  console.error(
    `The API cannot listen on ${env.API_HOST}:${String(env.API_PORT)} (${code}${code === 'EADDRINUSE' ? ': another program uses the port' : ''}); set API_PORT to another port.`,
  );
  await api.close();
  process.exit(1);
}
// Said at start so a site on another address is noticed now, not when its first form fails.
api.log.info(
  { corsOrigins: env.CORS_ORIGINS },
  `Contact API ready on http://localhost:${env.API_PORT}; accepts the form from ${env.CORS_ORIGINS.join(', ')} (CORS_ORIGINS)`,
);
api.log.info(
  { inbox: inboxAddress(env).url },
  `The owner's inbox is at ${inboxAddress(env).url} (API_PUBLIC_URL); \`npm run inbox -- enroll\` adds a passkey`,
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    api.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      api.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    // Keep-alive clients may send another request just as the server stops listening; Node leaves
    // such a connection open until its keep-alive timeout. Closing idle connections repeatedly
    // ends those while requests in progress finish normally.
    const sweep = setInterval(() => api.server.closeIdleConnections(), 100);
    sweep.unref();
    api.close().then(
      () => process.exit(0),
      (error: unknown) => {
        api.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
