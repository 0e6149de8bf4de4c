// A PostgreSQL server of the test's own (initdb in a temporary directory, its own port), so a
// fault test can crash, pause and restart it for real without touching the shared server.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

function binaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (existsSync(path.join(bin, 'initdb'))) return bin;
  }
  throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
}

export interface PostgresCluster {
  url: string;
  port: number;
  start: () => Promise<void>;
  /** Like a crash: every backend ends at once (pg_ctl stop -m immediate). */
  crash: () => Promise<void>;
  /** Freezes the postmaster and every backend (SIGSTOP): connections stay open, nothing answers. */
  pause: () => void;
  resume: () => void;
  /** Ends every client connection to the database (pg_terminate_backend). */
  terminateConnections: () => Promise<number>;
  destroy: () => Promise<void>;
}

export async function createPostgresCluster(port: number): Promise<PostgresCluster> {
  const bin = binaries();
  const dir = mkdtempSync(path.join(tmpdir(), 'portfolio-pg-'));
  const data = path.join(dir, 'data');
  // PostgreSQL refuses to run as root; as root, run it as the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  // runuser lives in sbin, which a non-login PATH may leave out.
  const runuser =
    ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].find((file) => existsSync(file)) ??
    'runuser';
  const pgRun = (tool: string, args: string[]) =>
    asRoot
      ? run(runuser, ['-u', 'postgres', '--', path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);
  await pgRun('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${String(port)} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const url = `postgres://postgres@127.0.0.1:${String(port)}/postgres`;

  const postmasterPid = (): number | undefined => {
    const file = path.join(data, 'postmaster.pid');
    if (!existsSync(file)) return undefined;
    return Number(readFileSync(file, 'utf8').split('\n')[0]);
  };
  const processes = (): number[] => {
    const pid = postmasterPid();
    if (pid === undefined) return [];
    const children = execFileSync('sh', ['-c', `pgrep -P ${String(pid)} || true`])
      .toString()
      .split('\n')
      .filter(Boolean)
      .map(Number);
    return [pid, ...children];
  };
  const signalAll = (signal: NodeJS.Signals) => {
    for (const pid of processes()) {
      try {
        process.kill(pid, signal);
      } catch {
        // Already gone.
      }
    }
  };

  const cluster: PostgresCluster = {
    url,
    port,
    start: async () => {
      await pgRun('pg_ctl', [
        '-D',
        data,
        '-o',
        options,
        '-w',
        '-l',
        path.join(dir, 'log'),
        'start',
      ]);
    },
    crash: async () => {
      await pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    },
    pause: () => {
      // The postmaster first: stopped, it forks no backend between the list of its children and
      // their signal (a backend forked in between answered queries while "frozen").
      const pid = postmasterPid();
      try {
        if (pid !== undefined) process.kill(pid, 'SIGSTOP');
      } catch {
        // Already gone: nothing to fork.
      }
      signalAll('SIGSTOP');
    },
    resume: () => signalAll('SIGCONT'),
    terminateConnections: async () => {
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => undefined);
      await client.connect();
      try {
        const result = await client.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid() and datname is not null',
        );
        return result.rowCount ?? 0;
      } finally {
        await client.end();
      }
    },
    destroy: async () => {
      signalAll('SIGCONT');
      await cluster.crash().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return cluster;
}
