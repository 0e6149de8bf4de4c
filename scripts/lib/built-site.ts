// The built site for a measurement: built first unless asked not to, then served by the production
// site server (what `npm start` runs) on a free port of 127.0.0.1, with the contact API where the
// build expects it when that is this machine and nothing answers there yet: every page reports
// its view to the API (the visit counter), and an address that refuses is an error in the console.
// Used by the audit, measure:interaction and `npm run check`.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@portfolio/dev-tools/free-port';
import { waitFor } from '@portfolio/dev-tools/wait-for';
import { loadWebEnv } from '../../apps/web/env.ts';

export interface BuiltSite {
  /** Where the pages are: the origin and the base path the build was made for, without its last slash. */
  siteRoot: string;
  /** Resolves once the server answers; rejects if it exits first. */
  ready: () => Promise<void>;
  stop: () => void;
}

export async function serveBuiltSite({
  checkout,
  build,
}: {
  checkout: string;
  build: boolean;
}): Promise<BuiltSite> {
  if (build) {
    const result = spawnSync('npm', ['run', 'build'], { cwd: checkout, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const site = spawn(process.execPath, ['apps/web/server/site-server.ts'], {
    cwd: checkout,
    env: { ...process.env, SITE_PORT: String(port), SITE_HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const api = await startApiIfAbsent(checkout, origin);
  const stop = () => {
    site.kill('SIGTERM');
    api?.stop();
  };
  process.on('exit', stop);
  return {
    // `/about` is `/portfolio/about` under BASE_PATH=/portfolio/.
    siteRoot: `${origin}${loadWebEnv().BASE_PATH.replace(/\/$/, '')}`,
    ready: async () => {
      await api?.ready();
      await waitFor(async () => {
        if (site.exitCode !== null) throw new Error(`The site server exited with ${site.exitCode}`);
        try {
          return (await fetch(origin)).ok || undefined;
        } catch {
          return undefined; // Not listening yet.
        }
      });
    },
    stop,
  };
}

/**
 * The API at the build's VITE_API_URL, on a database of its own, accepting `siteOrigin`: started
 * when that address is this machine's and nothing answers its health check (`npm start` may be
 * running already); undefined otherwise.
 */
async function startApiIfAbsent(
  checkout: string,
  siteOrigin: string,
): Promise<{ ready: () => Promise<void>; stop: () => void } | undefined> {
  const env = loadWebEnv();
  const api = new URL(env.VITE_API_URL);
  if (!['localhost', '127.0.0.1', '[::1]'].includes(api.hostname)) return undefined;
  const health = `${env.VITE_API_URL}/health`;
  if (
    await fetch(health).then(
      () => true,
      () => false,
    )
  )
    return undefined;
  const data = mkdtempSync(path.join(tmpdir(), 'portfolio-measure-'));
  const child: ChildProcess = spawn(process.execPath, ['apps/api/src/server.ts'], {
    cwd: checkout,
    env: {
      ...process.env,
      API_PORT: api.port === '' ? '80' : api.port,
      API_HOST: api.hostname.replace(/^\[|\]$/g, ''),
      DATABASE_URL: path.join(data, 'portfolio.sqlite'),
      CORS_ORIGINS: siteOrigin,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    ready: async () => {
      await waitFor(async () => {
        if (child.exitCode !== null) throw new Error(`The API exited with ${child.exitCode}`);
        return (
          (await fetch(health).then(
            (response) => response.ok,
            () => false,
          )) || undefined
        );
      }, 30_000);
    },
    stop: () => {
      child.kill('SIGTERM');
      rmSync(data, { recursive: true, force: true });
    },
  };
}
