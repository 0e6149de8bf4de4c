import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { e2eDatabase } from './e2e-database.ts';

export interface InboxRecord {
  id: string;
  name: string;
  email: string;
  message: string;
  /** The language of the page it was sent from; null when the client did not say. */
  language: string | null;
}

/** Every query in the e2e run's database, as the owner's inbox CLI lists them. */
export async function ownersInbox(): Promise<InboxRecord[]> {
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'inbox', '--', 'list', '--all', '--json'],
    { cwd: new URL('../..', import.meta.url), env: { ...process.env, DATABASE_URL: e2eDatabase } },
  );
  return JSON.parse(stdout) as InboxRecord[];
}

export interface OwnersStats {
  totals: { views: number; visitors: number };
  top: Record<
    'page' | 'referrer' | 'campaign' | 'language' | 'device',
    { value: string; views: number }[]
  >;
}

/** The visit counts of the e2e run's database, as `npm run stats -- --json` prints them. */
export async function ownersStats(): Promise<OwnersStats> {
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'stats', '--', '--days', '1', '--json'],
    { cwd: new URL('../..', import.meta.url), env: { ...process.env, DATABASE_URL: e2eDatabase } },
  );
  return JSON.parse(stdout) as OwnersStats;
}
