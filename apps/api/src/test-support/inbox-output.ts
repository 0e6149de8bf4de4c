// Runs an inbox command the way the CLI does, keeping what it printed for the test to read.
import { defaultSettings, runInbox } from '../cli/run-inbox.ts';
import type { InboxSettings } from '../cli/run-inbox.ts';
import type { Db } from '../db/database.ts';

export interface InboxOutput {
  code: number;
  out: string;
  err: string;
}

export async function inboxOutput(
  db: Db,
  argv: readonly string[],
  settings: InboxSettings = defaultSettings,
): Promise<InboxOutput> {
  let out = '';
  let err = '';
  const code = await runInbox(
    argv,
    db,
    {
      out: (text) => (out += `${text}\n`),
      err: (text) => (err += `${text}\n`),
    },
    settings,
  );
  return { code, out, err };
}
