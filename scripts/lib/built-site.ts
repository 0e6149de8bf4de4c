// The built site for a measurement: built first unless asked not to, then served by the production
// site server (what `npm start` runs) on a free port of 127.0.0.1. Used by the audit and by
// measure:interaction.
import { spawn, spawnSync } from 'node:child_process';
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
  const stop = () => site.kill('SIGTERM');
  process.on('exit', stop);
  return {
    // `/about` is `/portfolio/about` under BASE_PATH=/portfolio/.
    siteRoot: `${origin}${loadWebEnv().BASE_PATH.replace(/\/$/, '')}`,
    ready: async () => {
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
