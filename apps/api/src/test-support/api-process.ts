// The API as a real child process, the way `npm start` runs it.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { waitFor } from '@portfolio/dev-tools/wait-for';
import { testSigningKey } from './proof-of-work.ts';

const serverScript = fileURLToPath(new URL('../server.ts', import.meta.url));

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function spawnApi(env: Record<string, string>): ApiProcess {
  const child = spawn(process.execPath, [serverScript], {
    env: {
      ...process.env,
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ALTCHA_HMAC_KEY: testSigningKey,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  // pino writes to stdout; both are kept so a failing test can show what the API said.
  child.stdout.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, url: `http://127.0.0.1:${env.API_PORT ?? '3001'}`, stderr: () => stderr, exited };
}

/**
 * Until the API answers /health. A hang guard, not a speed test: beside the persona's tests and the
 * static host's browsers on a busy 2-core machine, an API has taken over 20 s to answer (within the
 * 60 s its callers' set-up allows). A timeout says what the API said.
 */
export async function untilHealthy(api: ApiProcess): Promise<void> {
  let last = 'no answer';
  try {
    await waitFor(async () => {
      if (api.child.exitCode !== null) throw new Error(`API exited: ${api.stderr()}`);
      const response = await fetch(`${api.url}/health`).catch((error: unknown) => {
        last = error instanceof Error ? error.message : String(error);
        return undefined;
      });
      if (response !== undefined) last = `${String(response.status)} ${await response.text()}`;
      return response?.ok ? true : undefined;
    }, 45_000);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('API exited')) throw error;
    throw new Error(
      `the API at ${api.url} was not healthy (last: ${last}); it said:\n${api.stderr().slice(-2000)}`,
      { cause: error },
    );
  }
}
