// `npm start` as a newcomer runs it, on a machine where another program already has the site's
// port: one line naming the port and the setting that moves it, a non-zero exit within seconds,
// and nothing of ours left listening.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type { Server } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '@portfolio/dev-tools/free-port';
import { portAnswers } from '@portfolio/dev-tools/port-answers';

const root = fileURLToPath(new URL('..', import.meta.url));
let holder: Server | undefined;
afterEach(() => holder?.close());

function npmStart(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['start'], {
      cwd: root,
      env: {
        ...process.env,
        PATH: `${path.dirname(process.execPath)}:${process.env.PATH ?? ''}`,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const guard = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('close', (code) => {
      clearTimeout(guard);
      resolve({ code, stderr, ms: Date.now() - started });
    });
  });
}

describe('npm start', () => {
  it("with the site's port taken says so in one line, with SITE_PORT, and starts nothing", async () => {
    const sitePort = await freePort();
    const apiPort = await freePort();
    holder = createServer();
    await new Promise<void>((resolve) => holder?.listen(sitePort, '0.0.0.0', resolve));
    const result = await npmStart({ SITE_PORT: String(sitePort), API_PORT: String(apiPort) });
    expect(result.code).not.toBe(0);
    const lines = result.stderr
      .split('\n')
      .filter((line) => line.includes(`Port ${String(sitePort)}`));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^Port ${String(sitePort)} is already in use by another program, so the site cannot start\\. .*SITE_PORT=\\d+ npm start\\.$`,
      ),
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.ms).toBeLessThan(30_000);
    expect(await portAnswers(apiPort)).toBe(false);
  });
});
