// A contact API of the inbox specs' own, run as a program the way an owner runs it (plain node,
// its own database, SQLite or PostgreSQL), with a webhook that records each notification, and
// the owner's CLI beside it.
import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { promisify } from 'node:util';
import { freePort } from '@portfolio/dev-tools/free-port';
import { createPostgresDatabase, createSqliteDatabase } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { waitFor } from '@portfolio/dev-tools/wait-for';
import { siteOrigin } from './addresses.ts';

const root = new URL('../..', import.meta.url);

export type DatabaseKind = 'sqlite' | 'postgres';

export interface InboxServer {
  /** `http://localhost:<port>`: passkeys need a host name, not 127.0.0.1. */
  origin: string;
  inboxUrl: string;
  databaseUrl: string;
  /** The query ids of every notification the webhook received, in order. */
  notified: string[];
  /** Runs `npm run inbox -- …` against this API's database; its standard output. */
  cli: (...args: string[]) => Promise<string>;
  stop: () => Promise<void>;
}

function webhook(notified: string[]): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      try {
        const parsed = JSON.parse(body) as { id?: string };
        notified.push(parsed.id ?? 'unknown');
      } catch {
        notified.push('unparsable');
      }
      response.writeHead(204).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${String(port)}/hook` });
    }),
  );
}

interface Started {
  child: ChildProcess;
  env: NodeJS.ProcessEnv;
  origin: string;
}

/** Our own API on a free port, or undefined when another program took the port first. */
async function startApi(databaseUrl: string, hookUrl: string): Promise<Started | undefined> {
  const port = await freePort();
  const origin = `http://localhost:${String(port)}`;
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    API_PUBLIC_URL: origin,
    CORS_ORIGINS: siteOrigin,
    NOTIFY_WEBHOOK_URL: hookUrl,
    LOG_LEVEL: 'info',
  };
  const child: ChildProcess = spawn(process.execPath, ['apps/api/src/server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const outcome = await waitFor(() => {
    if (output.includes('Contact API ready on')) return 'ready';
    if (child.exitCode !== null) {
      if (output.includes('EADDRINUSE')) return 'taken';
      throw new Error(`the inbox's API exited: ${output}`);
    }
    return undefined;
  }, 20_000);
  // Only the start-up is kept; the requests' log lines after it are not needed.
  child.stdout?.removeAllListeners('data');
  child.stdout?.resume();
  return outcome === 'ready' ? { child, env, origin } : undefined;
}

export async function startInboxServer(kind: DatabaseKind): Promise<InboxServer> {
  const database: TestDatabase =
    kind === 'sqlite' ? createSqliteDatabase() : await createPostgresDatabase();
  const notified: string[] = [];
  const hook = await webhook(notified);
  // The port is chosen free, but another spec's API may take it first: ours then exits with
  // EADDRINUSE while the other answers on it. So ours is ready only when it says so itself (its
  // "ready" line comes after its own listen), and a taken port is tried again with another.
  let started: Started | undefined;
  for (let attempt = 1; started === undefined; attempt += 1) {
    started = await startApi(database.url, hook.url);
    if (started === undefined && attempt === 3)
      throw new Error('the inbox API found no free port in three tries');
  }
  const { child, env, origin } = started;

  return {
    origin,
    inboxUrl: `${origin}/inbox`,
    databaseUrl: database.url,
    notified,
    cli: async (...args) => {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['apps/api/src/cli/inbox.ts', ...args],
        { cwd: root, env },
      );
      return stdout;
    },
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await new Promise((resolve) => hook.server.close(resolve));
      await database.drop();
    },
  };
}
