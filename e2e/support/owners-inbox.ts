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
