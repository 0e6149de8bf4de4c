// A contact API of a spec's own, run as a program the way an owner runs it (plain node, its own
// database and settings), for specs that need settings the suite's API lacks (a webhook, a mail
// server, a feed). Ready only when it says so itself: a free port may be taken by another spec's
// API before ours listens, and then ours exits while the other answers; a taken port is tried
// again with another.
import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { freePort } from '@portfolio/dev-tools/free-port';
import { waitFor } from '@portfolio/dev-tools/wait-for';
import { siteOrigin } from './addresses.ts';

const root = new URL('../..', import.meta.url);

export interface OwnApi {
  /** `http://localhost:<port>`: passkeys need a host name, not 127.0.0.1. */
  origin: string;
  env: NodeJS.ProcessEnv;
  /** Runs one of the owner's commands (`apps/api/src/cli/<name>.ts`) on this API's settings. */
  cli: (
    name: 'inbox' | 'newsletter' | 'replies' | 'webmention',
    ...args: string[]
  ) => Promise<string>;
  stop: () => Promise<void>;
}

async function startOnce(settings: Record<string, string>): Promise<OwnApi | undefined> {
  const port = await freePort();
  const origin = `http://localhost:${String(port)}`;
  const env = {
    ...process.env,
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    API_PUBLIC_URL: origin,
    CORS_ORIGINS: siteOrigin,
    LOG_LEVEL: 'info',
    ...settings,
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
      throw new Error(`the spec's API exited: ${output}`);
    }
    return undefined;
  }, 20_000);
  if (outcome === 'taken') return undefined;
  // Only the start-up is kept; the requests' log lines after it are not needed.
  child.stdout?.removeAllListeners('data');
  child.stdout?.resume();
  return {
    origin,
    env,
    cli: async (name, ...args) => {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [`apps/api/src/cli/${name}.ts`, ...args],
        { cwd: root, env },
      );
      return stdout;
    },
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Starts the API with `settings` (DATABASE_URL at least) over the suite's defaults. */
export async function startOwnApi(settings: Record<string, string>): Promise<OwnApi> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const api = await startOnce(settings);
    if (api !== undefined) return api;
  }
  throw new Error("the spec's API found no free port in three tries");
}
