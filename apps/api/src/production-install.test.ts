// The API from a production install, as the Dockerfile and a VPS run it: deploy/install-api.sh
// into a fresh folder (npm ci --omit=dev: no devDependencies, no tsx), then plain `node`. The
// route, the database and the owner's inbox CLI must all work from there.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@portfolio/dev-tools/free-port';
import { waitFor } from '@portfolio/dev-tools/wait-for';
import { contactChallengePath, contactQueryPath } from '@portfolio/contract/contact-query-limits';
import type { Challenge } from 'altcha-lib/types';
import { solvedProofOfWork } from './test-support/proof-of-work.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const checkout = fileURLToPath(new URL('../../..', import.meta.url));
const target = mkdtempSync(path.join(tmpdir(), 'api-production-'));
const database = path.join(target, 'data', 'portfolio.sqlite');
const nodeFromPath = {
  ...process.env,
  PATH: `${path.dirname(process.execPath)}:${process.env.PATH ?? ''}`,
};
let api: ReturnType<typeof spawn> | undefined;
let url = '';
let log = '';

beforeAll(async () => {
  const install = spawnSync('sh', [path.join(checkout, 'deploy/install-api.sh'), target], {
    env: nodeFromPath,
    encoding: 'utf8',
  });
  if (install.status !== 0)
    throw new Error(`install-api.sh failed:\n${install.stdout}${install.stderr}`);
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  // Only the platform's variables: PORT and HOST, as Render, Railway or Fly.io set them.
  api = spawn(process.execPath, ['apps/api/src/server.ts'], {
    cwd: target,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database,
      SITE_URL: 'https://me.example',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  api.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  api.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitFor(async () => {
    if (api?.exitCode !== null) throw new Error(`the API exited: ${log}`);
    const response = await fetch(`${url}/health`).catch(() => undefined);
    return response?.ok ? true : undefined;
  }, 20_000);
}, 240_000);

afterAll(() => {
  api?.kill('SIGTERM');
  rmSync(target, { recursive: true, force: true });
});

describe('the API from a production install', () => {
  it('has none of the development tools installed', () => {
    for (const tool of ['tsx', 'vitest', 'typescript', 'eslint', '@playwright/test', 'vite'])
      expect(existsSync(path.join(target, 'node_modules', tool)), tool).toBe(false);
    expect(existsSync(path.join(target, 'apps/api/src/test-support'))).toBe(false);
    // What AUTO_REPLY=on reads.
    expect(existsSync(path.join(target, 'content/auto-reply.md'))).toBe(true);
  });

  it('answers health, refuses a bad query and stores a good one in the inbox', async () => {
    expect((await fetch(`${url}/health`)).status).toBe(200);
    const post = (body: unknown) =>
      fetch(`${url}${contactQueryPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://me.example' },
        body: JSON.stringify(body),
      });
    expect((await post({ name: '', email: 'nope', message: '' })).status).toBe(400);
    // As the site's script does: a challenge from the API (signed with the key it made and kept
    // in the database), solved here.
    const challenge = await fetch(`${url}${contactChallengePath}`);
    expect(challenge.status).toBe(200);
    const sent = await post({
      altcha: await solvedProofOfWork((await challenge.json()) as Challenge),
      name: 'Production Visitor',
      email: 'visitor@example.com',
      message: 'Hello from a production install',
    });
    expect(sent.status).toBe(201);
    expect(sent.headers.get('access-control-allow-origin')).toBe('https://me.example');

    const inbox = spawnSync(process.execPath, ['apps/api/src/cli/inbox.ts', 'list', '--json'], {
      cwd: target,
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: database },
      encoding: 'utf8',
    });
    expect(inbox.status, inbox.stderr).toBe(0);
    expect(inbox.stdout).toContain('Hello from a production install');
  });

  it('serves the web inbox, its stylesheet and its passkey script', async () => {
    const signIn = await fetch(`${url}/inbox/sign-in`);
    expect(signIn.status).toBe(200);
    const page = await signIn.text();
    const assets = [...page.matchAll(/(?:href|src)="(\/inbox\/assets\/[^"]+)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(assets).toHaveLength(2);
    for (const asset of assets) {
      const response = await fetch(`${url}${asset}`);
      expect(response.status, asset).toBe(200);
      expect((await response.text()).length).toBeGreaterThan(500);
    }
  });
});
