// A copy of the project as a stranger's checkout would be: its files as git sees them (tracked and
// untracked, ignored ones left out), with node_modules hard-linked rather than installed again.
// The persona run and the static-host run build in such a copy, so the project's own build and
// files are never changed.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@portfolio/dev-tools/free-port';

/** Runs a command to the end, output shown; a failure throws with the command's line. */
export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): void {
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(`\`${command} ${args.join(' ')}\` failed (${result.status ?? result.signal})`);
}

/**
 * The environment a copy is built and tested in: free ports of its own, and the addresses left to
 * follow them (an owner's SITE_URL or API address in the shell would point the copy elsewhere).
 */
export async function copyEnvironment(
  settings: NodeJS.ProcessEnv = {},
): Promise<NodeJS.ProcessEnv> {
  const followed = new Set([
    'SITE_URL',
    'BASE_PATH',
    'VITE_API_URL',
    'VITE_CONTACT_ENDPOINT',
    'CORS_ORIGINS',
    'VISITS',
  ]);
  return {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !followed.has(name))),
    SITE_PORT: String(await freePort()),
    API_PORT: String(await freePort()),
    ...settings,
  };
}

/** Copies the project at `root` into a new temporary folder named after `label`, and returns it. */
export function copyProject(root: string, label: string): string {
  const work = mkdtempSync(path.join(tmpdir(), `portfolio-${label}-`));
  const tracked = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, encoding: 'utf8' },
  );
  if (tracked.status !== 0) throw new Error(`git ls-files failed: ${tracked.stderr}`);
  // Files deleted but not yet committed are still listed by --cached: skip them.
  for (const file of tracked.stdout
    .split('\0')
    .filter((name) => name && existsSync(path.join(root, name)))) {
    mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(work, file));
  }
  // Hard links: installed once, not copied; the workspace links inside are relative, so they
  // point into the copy.
  const workspaces = (
    JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      workspaces: string[];
    }
  ).workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(path.join(root, pattern.slice(0, -2))).map(
          (name) => `${pattern.slice(0, -1)}${name}`,
        )
      : [pattern],
  );
  for (const dir of ['', ...workspaces]) {
    const modules = path.join(root, dir, 'node_modules');
    if (existsSync(modules))
      run('cp', ['-al', modules, path.join(work, dir, 'node_modules')], root, process.env);
  }
  return work;
}
