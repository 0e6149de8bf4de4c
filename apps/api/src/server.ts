// Runs the contact API: config checked first, migrations applied, then listen. SIGTERM/SIGINT
// stop accepting connections, let in-flight requests and the current delivery finish, and close
// the database.
import { buildApp } from './app.ts';
import { loadApiEnv } from './env.ts';

let env;
try {
  env = loadApiEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const app = await buildApp({ env });
await app.listen({ port: env.API_PORT, host: env.API_HOST });

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    // Keep-alive clients may send another request just as the server stops listening; Node leaves
    // such a connection open until its keep-alive timeout. Closing idle connections repeatedly
    // ends those while requests in progress finish normally.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
